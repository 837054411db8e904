import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { formatP75, SpeedAnswer } from './real-speed'

describe('formatP75', () => {
  it('gives LCP in seconds, INP in milliseconds, CLS to two places', () => {
    expect(formatP75('lcp', { value: 2500, over: false })).toBe('2.5 s')
    expect(formatP75('inp', { value: 175, over: false })).toBe('175 ms')
    expect(formatP75('cls', { value: 0.1, over: false })).toBe('0.10')
    expect(formatP75('lcp', { value: 20_000, over: true })).toBe('over 20.0 s')
  })
})

describe('SpeedAnswer', () => {
  it('takes a summary and refuses an unknown kind of page', () => {
    const good = { p75: { value: 1200, over: false }, rating: 'good', visits: 2 }
    expect(v.is(SpeedAnswer, { kinds: [{ kind: 'home', visits: 2, metrics: { lcp: good, inp: null, cls: null } }] })).toBe(true)
    expect(v.is(SpeedAnswer, { kinds: [{ kind: '/shop', visits: 2, metrics: { lcp: good, inp: null, cls: null } }] })).toBe(false)
  })
})
