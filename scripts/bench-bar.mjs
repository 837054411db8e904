// The bar of `npm run bench` for Lighthouse: the app against its floor (scripts/bench-floor.mjs), never an absolute
// score. The same page with no script scores anywhere from the low 90s to 100 from run to run on a small shared
// machine, so a fixed score would measure the machine. The gap between the app's medians and the floor's, from runs
// interleaved one by one, measures what the app adds.

export const FLOOR_BAR = { scoreGap: 3, tbtGapMs: 100 }

/** The median; for an even count, the mean of the two middle values. */
export function median(values) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * The app's Lighthouse runs beside the floor's: each side's median score and median total blocking time, and the
 * gaps, counted so that a positive gap is what the app loses (points under the floor, milliseconds over it).
 */
export function compareWithFloor(appRuns, floorRuns) {
  const side = (runs) => ({ score: median(runs.map((run) => run.score)), tbt: median(runs.map((run) => run.tbt)) })
  const app = side(appRuns)
  const floor = side(floorRuns)
  return { app, floor, scoreGap: floor.score - app.score, tbtGap: app.tbt - floor.tbt }
}

/** What of the bar a comparison misses, in words; empty when it is within it. */
export function missedBar(comparison, bar = FLOOR_BAR) {
  const misses = []
  if (!(comparison.scoreGap <= bar.scoreGap)) {
    misses.push(`median score ${comparison.app.score} is ${comparison.scoreGap} points under the floor's ${comparison.floor.score} (bar: ${bar.scoreGap})`)
  }
  if (!(comparison.tbtGap <= bar.tbtGapMs)) {
    const ms = (value) => Math.round(value)
    misses.push(
      `median TBT ${ms(comparison.app.tbt)} ms is ${ms(comparison.tbtGap)} ms over the floor's ${ms(comparison.floor.tbt)} ms (bar: ${bar.tbtGapMs} ms)`,
    )
  }
  return misses
}
