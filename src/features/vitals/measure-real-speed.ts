// Whether this visit's speed is measured, decided as its page goes live; and if so, web-vitals' code loaded once the
// browser is idle, so a first visit's JavaScript before then is unchanged and its start-up is never slowed. Starting
// late still measures the visit: web-vitals reads LCP and layout shifts from the browser's buffered entries, and an
// interaction slow enough to count against INP (over 104 ms: the browser buffers those) even when it came before.

import { whenIdle } from '../../lib/when-idle'
import { sampleRate } from './sample-rate'

/** Called once the page is live. `chosen` is the throw that picks a visit (a test may pass its own). */
export function measureRealSpeed(chosen = Math.random()): void {
  if (!(chosen < sampleRate())) return
  // The page the visit landed on: its LCP is that page's, and the visit is counted under its kind.
  const path = location.pathname
  whenIdle(() => {
    import('./report-vitals')
      .then(({ reportVitals }) => reportVitals(path))
      .catch(() => {
        // Measuring is never worth an error a shopper could see: a visit whose code did not load is not measured.
      })
  })
}
