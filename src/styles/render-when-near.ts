import { theme } from './theme'

/**
 * Styles for a part of a page that starts below a phone's first screen (the shop's second collection onwards, a
 * grid's fifth card onwards): the browser skips its style, layout and paint until it comes near the viewport, and
 * lays it out as `estimatedHeight` tall until then. The page's first layout then holds what a shopper sees first,
 * not the 20 cards of `/shop` (decision record 012). Such a part is still in the accessibility tree, found by the
 * browser's find in page, and reached by Tab (the browser renders it as focus arrives).
 *
 * `content-visibility: auto` also clips what the part paints to its own box, which would cut off the focus ring
 * of a card's button at the grid's edge: the clip margin leaves room for the whole ring. (Chromium drops a calc()
 * there, so the sum is worked out here.)
 */
export function renderWhenNear(estimatedHeight: string): string {
  const ringReach = parseFloat(theme.focusRing.width) + parseFloat(theme.focusRing.offset)
  return `
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${estimatedHeight};
    overflow-clip-margin: ${ringReach}px;
  `
}
