// A measured visit's LCP, INP and CLS as web-vitals reports them, sent once as the page is hidden (a shopper leaves,
// switches tab or closes it): one small beacon with the kind of page and the numbers, to POST /api/vitals. Nothing
// is stored on the device and nothing in the beacon tells who sent it.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { backendAnswers } from '../../lib/firebase/backend-ready'
import { pageKindOf } from '../../lib/vitals/page-kind-of'

type Report = { kind: string; lcp?: number; inp?: number; cls?: number }

function send(report: Report): void {
  const body = JSON.stringify(report)
  // A beacon outlives the page; where it is refused (too much queued), a keep-alive fetch does the same.
  if (navigator.sendBeacon?.('/api/vitals', body)) return
  void fetch('/api/vitals', { method: 'POST', body, keepalive: true }).catch(() => {})
}

export function reportVitals(path: string): void {
  const report: Report = { kind: pageKindOf(path) }
  const keep = (name: 'lcp' | 'inp' | 'cls', digits: number) => (metric: Metric) => {
    report[name] = Number(metric.value.toFixed(digits))
  }
  // Every change is kept, not only the final report: web-vitals takes in some entries at the next idle moment or as
  // the page is hidden, in listeners of its own on the window's capture phase, which run before this one's on the
  // document, so the numbers sent are the last ones, whichever of its listeners came first.
  const always = { reportAllChanges: true }
  onLCP(keep('lcp', 0), always)
  onINP(keep('inp', 0), always)
  onCLS(keep('cls', 4), always)
  let sent = false
  document.addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(report).length === 1) return
    sent = true
    // The demo's /api is its in-page backend, which answers only once it has started (on first use).
    if (backendAnswers()) send(report)
  })
}
