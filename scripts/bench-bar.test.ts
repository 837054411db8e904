import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { compareWithFloor, median, missedBar, percentile } from './bench-bar.mjs'

const runs = (...pairs: [number, number][]) => pairs.map(([score, tbt]) => ({ score, tbt }))

describe('median', () => {
  it('takes the middle value, and the mean of the two middle ones for an even count', () => {
    expect(median([97, 93, 100])).toBe(97)
    expect(median([100, 93])).toBe(96.5)
    expect(median([])).toBeNaN()
  })
})

describe('percentile', () => {
  it('takes the nearest-rank value, whatever the order given', () => {
    const values = [30, 10, 50, 20, 40, 60, 70, 80, 90, 100]
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(100)
    expect(percentile([7], 95)).toBe(7)
  })
})

describe('compareWithFloor', () => {
  it("gives each side's medians and what the app loses against the floor", () => {
    const comparison = compareWithFloor(runs([90, 300], [96, 150], [94, 210]), runs([99, 120], [93, 180], [100, 60]))
    expect(comparison).toEqual({ app: { score: 94, tbt: 210 }, floor: { score: 99, tbt: 120 }, scoreGap: 5, tbtGap: 90 })
  })

  it('counts an app better than its floor as a negative gap', () => {
    expect(compareWithFloor(runs([100, 40]), runs([96, 90]))).toMatchObject({ scoreGap: -4, tbtGap: -50 })
  })
})

describe('missedBar', () => {
  const comparison = (scoreGap: number, tbtGap: number) => ({
    app: { score: 97 - scoreGap, tbt: 100 + tbtGap },
    floor: { score: 97, tbt: 100 },
    scoreGap,
    tbtGap,
  })

  it('lets through a gap of 3 points and 100 ms, the bar itself', () => {
    expect(missedBar(comparison(3, 100))).toEqual([])
    expect(missedBar(comparison(-2, -30))).toEqual([])
  })

  it('names the score and the blocking time when either is over', () => {
    expect(missedBar(comparison(3.5, 100))).toEqual(["median score 93.5 is 3.5 points under the floor's 97 (bar: 3)"])
    expect(missedBar(comparison(0, 101))).toEqual(["median TBT 201 ms is 101 ms over the floor's 100 ms (bar: 100 ms)"])
    expect(missedBar(comparison(4, 150))).toHaveLength(2)
  })

  it('fails a route with no runs to compare rather than passing it', () => {
    expect(missedBar(compareWithFloor([], []))).toHaveLength(2)
  })
})
