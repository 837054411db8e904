// A visit's speed reaches the shop's histograms and nothing else does: a strict body, no App Check (a beacon has
// none), the client's reports counted per window, each report one count per metric in a random shard of its day's
// histogram. In the function and the demo alike.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn } from '../../../tests/support/api-adapters'
import { bucketOf, p75, addCounts } from '../vitals/buckets'
import { REPORTS_PER_WINDOW, VITALS_SHARDS } from './vitals'

const report = (body: unknown, from = '198.51.100.7', raw?: string) =>
  ({ ...(raw === undefined ? { body } : { raw }), from, appCheck: null, headers: { 'content-type': 'text/plain;charset=UTF-8' } }) as const

const shardsOf = (kind: string, metric: string) =>
  documentsIn('vitals').filter((document) => document.kind === kind && document.metric === metric) as { counts: number[]; shard: number; day: string }[]

describe.each(ADAPTERS)('POST /api/vitals ($name)', (adapter) => {
  const { call } = adapter

  it('adds one count per metric to its bucket, in a shard of the day, with no App Check token', async () => {
    adapter.setClock(new Date('2026-11-28T10:00:00Z'))
    for (const lcp of [1200, 1800, 2400, 3900]) {
      expect(await call('POST', '/api/vitals', report({ kind: 'product', lcp, inp: 120, cls: 0.02 }))).toEqual({ status: 202, body: { recorded: true } })
    }
    const lcpShards = shardsOf('product', 'lcp')
    expect(lcpShards.length).toBeGreaterThan(0)
    expect(lcpShards.every((document) => document.day === '2026-11-28' && document.shard >= 0 && document.shard < VITALS_SHARDS)).toBe(true)
    const counts = addCounts('lcp', ...lcpShards.map((document) => document.counts))
    expect(counts[bucketOf('lcp', 3900)]).toBe(1)
    expect(p75('lcp', counts)).toEqual({ value: 2400, over: false })
    expect(addCounts('inp', ...shardsOf('product', 'inp').map((document) => document.counts)).reduce((a, b) => a + b)).toBe(4)
    expect(shardsOf('home', 'lcp')).toEqual([])
    // The documents hold the day, the kind, the metric, the shard and counts: nothing of who sent them.
    for (const document of documentsIn('vitals')) expect(Object.keys(document).sort()).toEqual(['counts', 'day', 'expiresAt', 'kind', 'metric', 'shard'])
  })

  it.each([
    ['an address', { kind: 'product', lcp: 1200, url: '/shop/hats/brown-brim' }],
    ['an identifier', { kind: 'home', lcp: 1200, id: 'v5-123' }],
    ['an unknown kind of page', { kind: '/shop/hats', lcp: 1200 }],
    ['no metric', { kind: 'home' }],
    ['a negative value', { kind: 'home', cls: -1 }],
    ['a value no page takes', { kind: 'home', lcp: 1e9 }],
    ['text for a number', { kind: 'home', inp: '120' }],
    ['a list', [{ kind: 'home', lcp: 1200 }]],
  ])('refuses a report with %s, and stores nothing', async (_, body) => {
    const answer = await call('POST', '/api/vitals', report(body))
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'bad-report' } } })
    expect(documentsIn('vitals')).toEqual([])
  })

  it('refuses a body that is not JSON or too long', async () => {
    expect((await call('POST', '/api/vitals', report(undefined, undefined, 'kind=home'))).status).toBe(400)
    expect((await call('POST', '/api/vitals', report(undefined, undefined, JSON.stringify({ kind: 'home', lcp: 1, pad: 'x'.repeat(300) })))).status).toBe(413)
    expect((await call('GET', '/api/vitals', report(undefined))).status).toBe(405)
    expect(documentsIn('vitals')).toEqual([])
  })

  it(`admits ${REPORTS_PER_WINDOW} reports a window from one connection, then answers 429 until the next`, async () => {
    adapter.setClock(new Date('2026-11-28T10:01:00Z'))
    for (let sent = 0; sent < REPORTS_PER_WINDOW; sent++)
      expect((await call('POST', '/api/vitals', report({ kind: 'home', cls: 0 }, '203.0.113.9'))).status).toBe(202)
    const refused = await call('POST', '/api/vitals', report({ kind: 'home', cls: 0 }, '203.0.113.9'))
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too-many-reports' } }, headers: { 'Retry-After': '540' } })
    // Another connection is counted apart, and the same one again in the next window.
    expect((await call('POST', '/api/vitals', report({ kind: 'home', cls: 0 }, '203.0.113.10'))).status).toBe(202)
    adapter.setClock(new Date('2026-11-28T10:10:00Z'))
    expect((await call('POST', '/api/vitals', report({ kind: 'home', cls: 0 }, '203.0.113.9'))).status).toBe(202)
    const counted = addCounts('cls', ...shardsOf('home', 'cls').map((document) => document.counts))
    expect(counted[0]).toBe(REPORTS_PER_WINDOW + 2)
  })
})
