import { describe, expect, it } from 'vitest'
import { addCounts, bucketCount, bucketOf, METRIC_SCALES, METRICS, p75, rate } from './buckets'

const countsOf = (metric: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const counts = addCounts(metric)
  for (const value of values) counts[bucketOf(metric, value)]! += 1
  return counts
}

describe('bucketOf', () => {
  it('puts a value in the first bucket whose upper edge holds it, an edge in its own bucket', () => {
    expect(bucketOf('lcp', 0)).toBe(0)
    expect(bucketOf('lcp', 100)).toBe(0)
    expect(bucketOf('lcp', 101)).toBe(1)
    expect(METRIC_SCALES.lcp.edges[bucketOf('lcp', 2500)]).toBe(2500)
    expect(METRIC_SCALES.lcp.edges[bucketOf('lcp', 2501)]).toBe(2600)
    expect(METRIC_SCALES.cls.edges[bucketOf('cls', 0.1)]).toBe(0.1)
    expect(METRIC_SCALES.cls.edges[bucketOf('cls', 0.1000001)]).toBe(0.11)
  })

  it('puts a value beyond the last edge in the overflow bucket', () => {
    expect(bucketOf('lcp', 60_000)).toBe(bucketCount('lcp') - 1)
    expect(bucketOf('inp', 5001)).toBe(bucketCount('inp') - 1)
  })

  it.each(METRICS)("has Google's thresholds among the %s edges, edges rising", (metric) => {
    const { edges, good, poor } = METRIC_SCALES[metric]
    expect(edges).toContain(good)
    expect(edges).toContain(poor)
    expect(edges.every((edge, index) => index === 0 || edge > edges[index - 1]!)).toBe(true)
  })
})

describe('p75', () => {
  it('is none without visits', () => {
    expect(p75('lcp', addCounts('lcp'))).toBeNull()
  })

  it("is the upper edge of the bucket holding the nearest-rank 75th percentile, at most a bucket's width above it", () => {
    const values = [800, 1250, 1900, 2210, 2230, 2650, 3100, 4800]
    // Nearest rank: the 6th of 8 values, 2650 ms, in the bucket (2600, 2700].
    expect(p75('lcp', countsOf('lcp', values))).toEqual({ value: 2700, over: false })
    expect(p75('inp', countsOf('inp', [40, 60, 80, 180]))).toEqual({ value: 100, over: false })
    expect(p75('cls', countsOf('cls', [0, 0, 0.05, 0.3]))).toEqual({ value: 0.05, over: false })
  })

  it('says when the p75 lies beyond the last edge', () => {
    expect(p75('lcp', countsOf('lcp', [1000, 30_000, 40_000, 50_000]))).toEqual({ value: 20_000, over: true })
  })
})

describe('rate', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2600, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4100, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 225, 'needs-improvement'],
    ['inp', 525, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.11, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
  ] as const)('rates a %s p75 of %s as %s', (metric, value, rating) => {
    expect(rate(metric, { value, over: false })).toBe(rating)
  })

  it('rates a p75 beyond the last edge as poor', () => {
    expect(rate('cls', { value: 5, over: true })).toBe('poor')
  })
})

describe('addCounts', () => {
  it('sums shards bucket by bucket, ignoring counts past the histogram', () => {
    const summed = addCounts('inp', [1, 2], [0, 3, 4], Array<number>(bucketCount('inp') + 3).fill(1))
    expect(summed.slice(0, 3)).toEqual([2, 6, 5])
    expect(summed).toHaveLength(bucketCount('inp'))
  })
})
