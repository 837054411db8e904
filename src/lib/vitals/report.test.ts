import { describe, expect, it } from 'vitest'
import { parseVitalsReport, reportedValues } from './report'

describe('parseVitalsReport', () => {
  it('reads a kind of page and the metrics it carries', () => {
    const parsed = parseVitalsReport({ kind: 'product', lcp: 1830.5, cls: 0.04 })
    expect(parsed).toEqual({ ok: true, value: { kind: 'product', lcp: 1830.5, cls: 0.04 } })
    expect(parsed.ok && reportedValues(parsed.value)).toEqual([
      ['lcp', 1830.5],
      ['cls', 0.04],
    ])
  })

  it.each([
    ['null', null],
    ['text', 'home'],
    ['no kind', { lcp: 1000 }],
    ['an address for a kind', { kind: '/shop/hats/brown-brim', lcp: 1000 }],
    ['no metric', { kind: 'home' }],
    ['an extra field', { kind: 'home', lcp: 1000, visitor: 'v1' }],
    ['an infinite value', { kind: 'home', lcp: Infinity }],
    ['a negative value', { kind: 'home', inp: -5 }],
    ['a CLS no page has', { kind: 'home', cls: 1000 }],
  ])('refuses %s', (_, body) => {
    expect(parseVitalsReport(body)).toMatchObject({ ok: false, error: { code: 'bad-report' } })
  })
})
