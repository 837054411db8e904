import { LIVE_ATTRIBUTE } from '../prerender/live'
import { theme } from './theme'

/**
 * A rule for the parts of a prerendered page that start below a phone's first screen (`selector`, written as in a
 * styled component: `& + &`): until the app is live, the browser skips their style, layout and paint while they
 * are far from the viewport, and lays them out as `estimatedHeight` tall. The first layout of the page, one of its
 * longest tasks, then leaves out what lies more than about a screen and a half below (decision record 012).
 * Such a part is still in the accessibility tree, found by find in page, and reached by Tab (the browser renders
 * it as focus arrives).
 *
 * Only until the app is live: a skipped part's estimated height is not its real one, and the router restores a
 * shopper's scroll position on the way back to a page in pixels. With the parts skipped, coming back to `/shop`'s
 * last collection landed 33 px off; once live, every part has its real height again.
 *
 * `content-visibility: auto` also clips what the part paints to its own box, which would cut off the focus ring
 * of a card's button at the grid's edge: the clip margin leaves room for the whole ring. (Chromium drops a calc()
 * there, so the sum is worked out here.)
 */
export function renderWhenNear(selector: string, estimatedHeight: string): string {
  const ringReach = parseFloat(theme.focusRing.width) + parseFloat(theme.focusRing.offset)
  return `
    html:not([${LIVE_ATTRIBUTE}]) ${selector} {
      content-visibility: auto;
      contain-intrinsic-block-size: auto ${estimatedHeight};
      overflow-clip-margin: ${ringReach}px;
    }
  `
}
