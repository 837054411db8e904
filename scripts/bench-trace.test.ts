import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { cpuBlockingTime, longestTask, pageLayoutShift } from './bench-trace.mjs'

const PAGE = { pid: 2, tid: 7 }
const task = (dur: number, tdur: number, where = PAGE, ts = 0) => ({ name: 'RunTask', ph: 'X', ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000, ...where })
const trace = (...events: object[]) => [
  { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 8, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: 3, tid: 9, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE },
  ...events,
]

describe('cpuBlockingTime', () => {
  it("sums what passes 50 ms of each of the page's main-thread tasks, replayed at 4x their CPU time", () => {
    // 60 ms that ran 20: 4 × 20 − 50 = 30. 30 ms that ran 30: 70. 12 ms: 4 × 12 = 48, under 50, nothing.
    expect(cpuBlockingTime(trace(task(60, 20), task(30, 30), task(12, 12)), 4)).toBe(100)
  })

  it('leaves out other threads, other renderers and a trace without a first paint', () => {
    expect(cpuBlockingTime(trace(task(100, 100, { pid: 2, tid: 8 }), task(100, 100, { pid: 3, tid: 9 })), 4)).toBe(0)
    expect(cpuBlockingTime([task(100, 100)], 4)).toBe(0)
  })
})

describe('longestTask', () => {
  const navigation = (ts: number, url: string, where = PAGE) => ({
    name: 'navigationStart',
    ph: 'R',
    ts: ts * 1000,
    ...where,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  })

  it("takes the longest of the page's main-thread tasks that ended after its document started loading", () => {
    // The 90 ms task ended at 190, before the page's navigation at 200: the renderer's start, not the page.
    const events = trace(navigation(200, 'http://127.0.0.1:4191/shop'), task(90, 80, PAGE, 100), task(70, 30, PAGE, 180), task(60, 60, PAGE, 400))
    expect(longestTask(events)).toBe(70)
  })

  it("leaves out other renderers' pages and tasks, and the navigations to no document", () => {
    const other = { pid: 3, tid: 9 }
    const events = trace(navigation(50, ''), navigation(200, 'http://127.0.0.1:4191/', other), task(120, 120, other, 300), task(80, 80, PAGE, 100))
    expect(longestTask(events)).toBe(80)
    expect(longestTask([task(80, 80)])).toBe(0)
  })
})

describe('pageLayoutShift', () => {
  it("counts the main frame's shifts without recent input", () => {
    const shift = (score: number, data: object) => ({
      name: 'LayoutShift',
      args: { data: { is_main_frame: true, had_recent_input: false, weighted_score_delta: score, ...data } },
    })
    expect(pageLayoutShift([shift(0.1, {}), shift(0.2, { had_recent_input: true }), shift(0.4, { is_main_frame: false })])).toBeCloseTo(0.1)
  })
})
