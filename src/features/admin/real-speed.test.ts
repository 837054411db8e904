import { describe, expect, it } from 'vitest'
import { addCounts, bucketOf } from '../../lib/vitals/buckets'
import { firstSpeedDay, formatP75, summariseSpeed } from './real-speed'

const shard = (day: string, kind: string, metric: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const counts = addCounts(metric)
  for (const value of values) counts[bucketOf(metric, value)]! += 1
  return { data: { day, kind, metric, shard: 0, counts } }
}

describe('summariseSpeed', () => {
  it('sums the shards of the days since the first, per kind and metric, and rates each p75', () => {
    const summary = summariseSpeed(
      [
        shard('2026-11-28', 'product', 'lcp', [1200, 2600]),
        shard('2026-11-27', 'product', 'lcp', [3000, 3100]),
        shard('2026-11-20', 'product', 'lcp', [9000, 9000, 9000]),
        shard('2026-11-28', 'product', 'cls', [0.01]),
      ],
      '2026-11-22',
    )
    expect(summary).toEqual([
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

  it('leaves out a shard it cannot read', () => {
    expect(
      summariseSpeed(
        [{ data: { day: '2026-11-28', kind: 'product', metric: 'lcp', counts: 'many' } }, { data: null }, shard('2026-11-28', '/shop', 'lcp', [1])],
        '2026-11-22',
      ),
    ).toEqual([])
  })
})

describe('firstSpeedDay', () => {
  it('is six days before today (UTC)', () => {
    expect(firstSpeedDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-22')
  })
})

describe('formatP75', () => {
  it('gives LCP in seconds, INP in milliseconds, CLS to two places', () => {
    expect(formatP75('lcp', { value: 2500, over: false })).toBe('2.5 s')
    expect(formatP75('inp', { value: 175, over: false })).toBe('175 ms')
    expect(formatP75('cls', { value: 0.1, over: false })).toBe('0.10')
    expect(formatP75('lcp', { value: 20_000, over: true })).toBe('over 20.0 s')
  })
})
