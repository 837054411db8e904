import { describe, expect, it } from 'vitest'
import { addCounts, bucketOf } from './buckets'
import { addSpeedCounts, countsOfShards, readSpeedCounts, speedDays, summariseSpeed } from './speed-summary'

const histogram = (metric: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const counts = addCounts(metric)
  for (const value of values) counts[bucketOf(metric, value)]! += 1
  return counts
}
const shard = (day: string, kind: string, metric: 'lcp' | 'inp' | 'cls', values: number[]) => ({
  data: { day, kind, metric, shard: 0, counts: histogram(metric, values) },
})

describe('summariseSpeed', () => {
  it('sums the shards of the days since the first, per kind and metric, and rates each p75', () => {
    const sums = countsOfShards(
      [
        shard('2026-11-28', 'product', 'lcp', [1200, 2600]),
        shard('2026-11-27', 'product', 'lcp', [3000, 3100]),
        shard('2026-11-20', 'product', 'lcp', [9000, 9000, 9000]),
        shard('2026-11-28', 'product', 'cls', [0.01]),
      ],
      '2026-11-22',
    )
    expect(summariseSpeed(sums)).toEqual([
      {
        kind: 'product',
        visits: 4,
        metrics: {
          lcp: { p75: { value: 3000, over: false }, rating: 'needs-improvement', visits: 4 },
          inp: null,
          cls: { p75: { value: 0.01, over: false }, rating: 'good', visits: 1 },
        },
      },
    ])
  })

  it('takes the p75 at the bucket holding three visits in four, and rates past the last edge as poor', () => {
    const [home] = summariseSpeed({ home: { inp: histogram('inp', [50, 60, 70, 180, 9000]) } })
    expect(home!.metrics.inp).toEqual({ p75: { value: 200, over: false }, rating: 'good', visits: 5 })
    const [slow] = summariseSpeed({ home: { inp: histogram('inp', [9000, 9000, 9000, 50]) } })
    expect(slow!.metrics.inp).toEqual({ p75: { value: 5000, over: true }, rating: 'poor', visits: 4 })
  })

  it('leaves out a shard it cannot read', () => {
    const broken = [{ data: { day: '2026-11-28', kind: 'product', metric: 'lcp', counts: 'many' } }, { data: null }, shard('2026-11-28', '/shop', 'lcp', [1])]
    expect(summariseSpeed(countsOfShards(broken, '2026-11-22'))).toEqual([])
  })
})

describe('days summed and read back', () => {
  it('sums days as the shards of those days sum', () => {
    const days = [shard('2026-11-27', 'search', 'lcp', [900, 4100]), shard('2026-11-28', 'search', 'lcp', [1300])]
    const byDay = addSpeedCounts(...days.map((one) => countsOfShards([one])))
    expect(summariseSpeed(byDay)).toEqual(summariseSpeed(countsOfShards(days)))
  })

  it('reads stored counts back, leaving out what is not a known kind, metric or count', () => {
    const stored = { home: { lcp: [1, 'x', -2], fid: [3] }, elsewhere: { lcp: [4] } }
    expect(readSpeedCounts(stored)).toEqual({ home: { lcp: [1, 0, 0, ...Array<number>(addCounts('lcp').length - 3).fill(0)] } })
    expect(readSpeedCounts(null)).toEqual({})
  })

  it('covers today (UTC) and the six days before', () => {
    expect(speedDays(new Date('2026-11-28T23:30:00Z'))).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
  })
})
