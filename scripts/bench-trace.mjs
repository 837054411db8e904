// What the bench reads from a Lighthouse trace (scripts/bench.mjs). Durations in trace events are microseconds:
// `dur` is the time that passed, `tdur` the time the thread ran (its CPU time).

/**
 * The layout shift the page itself causes: the main frame's shifts that Chromium did not flag `had_recent_input`.
 * Lighthouse's CLS also counts flagged shifts in the first 500 ms, because its own viewport emulation sets the flag
 * (crbug.com/1302667): the page is laid out once before the emulated viewport applies. No shopper sees those, and
 * the web-vitals library and Chrome's field data leave them out. The bench fails on the page's own shifts and prints
 * Lighthouse's CLS beside them (whatever it counts is in the score, which has its own bar).
 */
export function pageLayoutShift(traceEvents) {
  return traceEvents
    .filter((event) => event.name === 'LayoutShift' && event.args?.data?.is_main_frame && !event.args.data.had_recent_input)
    .reduce((sum, event) => sum + (event.args.data.weighted_score_delta ?? event.args.data.score ?? 0), 0)
}

/** The tasks of the page's main thread: the renderer that painted the first contentful paint. */
function pageTasks(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) return []
  const mainThreads = new Set(
    traceEvents.filter((event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain').map((event) => event.tid),
  )
  return traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && mainThreads.has(event.tid))
}

/**
 * Lighthouse's blocking sum (each task replayed `throttling` times longer, whatever passes 50 ms) over every task of
 * the page's main thread, counting only the time the thread ran. Lighthouse counts the time that passed, which
 * also holds the time the thread waited: for the browser process to answer (a font, storage) or for a core, of
 * which these machines have two for the browser, its renderer and Lighthouse. On them, a page's tasks ran for a
 * third of the time that passed (docs/measurements/time-that-passed-and-time-that-ran.md), so this sum moves with the page's own work, where
 * Lighthouse's total blocking time moves with the machine.
 */
export function cpuBlockingTime(traceEvents, throttling) {
  return pageTasks(traceEvents).reduce((sum, task) => sum + Math.max(0, (throttling * (task.tdur ?? task.dur)) / 1000 - 50), 0)
}

/**
 * The longest task (ms, the time that passed, as the Long Tasks API counts it) of the page's main thread from its
 * navigation on: tasks that ended before the page's document started loading belong to the renderer's start or to
 * another page. 0 when the trace holds no page.
 */
export function longestTask(traceEvents) {
  const tasks = pageTasks(traceEvents)
  if (tasks.length === 0) return 0
  const navigations = traceEvents.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === tasks[0].pid &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  )
  const start = navigations.length > 0 ? Math.min(...navigations.map((event) => event.ts)) : -Infinity
  return Math.max(0, ...tasks.filter((task) => task.ts + task.dur > start).map((task) => task.dur / 1000))
}
