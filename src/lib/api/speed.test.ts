// The real shoppers' speed at the /api, in the function and the demo alike: owners get the week's summary as the
// histograms say it; nobody else gets anything; a finished day's shards are read once, into its roll-up, which every
// later read takes instead; today's shards, and a day that ended moments ago, are read as they stand.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADAPTERS, documentsIn, shopOf } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { countsOfShards, summariseSpeed, type KindSummary } from '../vitals/speed-summary'

let client = 0
const report = (body: object) => ({ body, from: `198.51.${Math.floor(++client / 250)}.${client % 250}`, appCheck: null }) as const

describe.each(ADAPTERS)('GET /api/admin/speed ($name)', (adapter) => {
  const { call } = shopOf(adapter)
  const speed = (token = ownerIdToken('boss')) => call('GET', '/api/admin/speed', { idToken: token })
  const kinds = async () => ((await speed()).body as { kinds: KindSummary[] }).kinds
  const reportAt = async (at: string, body: object) => {
    adapter.setClock(new Date(at))
    expect((await call('POST', '/api/vitals', report(body))).status).toBe(202)
  }
  /** What the Speed page computed from the shards in the browser before the /api summed them. */
  const fromShards = (firstDay: string) =>
    summariseSpeed(
      countsOfShards(
        documentsIn('vitals').map((data) => ({ data })),
        firstDay,
      ),
    )
  afterEach(() => {
    vi.restoreAllMocks()
    adapter.setClock(null)
  })

  it('gives owners the summary of the last seven days the shards hold', async () => {
    await reportAt('2026-11-20T10:00:00Z', { kind: 'product', lcp: 9000 })
    for (const lcp of [1200, 1500, 2300]) await reportAt('2026-11-26T10:00:00Z', { kind: 'product', lcp, inp: 90 })
    await reportAt('2026-11-27T23:00:00Z', { kind: 'product', lcp: 5200, cls: 0.02 })
    await reportAt('2026-11-28T09:00:00Z', { kind: 'home', lcp: 4250, cls: 0.31 })
    adapter.setClock(new Date('2026-11-28T12:00:00Z'))
    const answer = await speed()
    expect(answer).toEqual({ status: 200, body: { kinds: fromShards('2026-11-22') } })
    expect((await kinds()).map((kind) => [kind.kind, kind.visits])).toEqual([
      ['home', 1],
      ['product', 4],
    ])
  })

  it('tells nobody else', async () => {
    await reportAt('2026-11-28T09:00:00Z', { kind: 'home', lcp: 1000 })
    expect(await speed(staffIdToken('sam'))).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await speed(idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await call('GET', '/api/admin/speed')).toMatchObject({ status: 401 })
    expect(documentsIn('vitalsDays')).toEqual([])
  })

  it('rolls a finished day up once, then reads the roll-up and only today’s shards', async () => {
    await reportAt('2026-11-26T10:00:00Z', { kind: 'search', lcp: 1300, inp: 150 })
    await reportAt('2026-11-27T10:00:00Z', { kind: 'search', lcp: 3300 })
    adapter.setClock(new Date('2026-11-28T12:00:00Z'))
    const first = await speed()
    const rollUps = documentsIn('vitalsDays') as { day: string; expiresAt: string }[]
    expect(rollUps.map((rollUp) => rollUp.day).sort()).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'])
    expect(rollUps.find((rollUp) => rollUp.day === '2026-11-26')?.expiresAt).toBe('2026-12-10T00:00:00.000Z')

    // A finished day's shards changed after their roll-up (as a report could not) change nothing: the roll-up is read.
    await reportAt('2026-11-26T11:00:00Z', { kind: 'search', lcp: 9000 })
    adapter.setClock(new Date('2026-11-28T12:00:00Z'))
    const store = adapter.deps().store
    const queries = vi.spyOn(store, 'query')
    const gets = vi.spyOn(store, 'get')
    const transactions = vi.spyOn(store, 'runTransaction')
    expect(await speed()).toEqual(first)
    expect(queries.mock.calls).toEqual([['vitals', [['day', '==', '2026-11-28']]]])
    expect(gets.mock.calls.filter(([path]) => path.startsWith('vitalsDays/'))).toHaveLength(6)
    expect(transactions).not.toHaveBeenCalled()

    // Today's shards are still read as they stand.
    await reportAt('2026-11-28T12:30:00Z', { kind: 'search', lcp: 800 })
    adapter.setClock(new Date('2026-11-28T12:31:00Z'))
    const [search] = await kinds()
    expect(search).toMatchObject({ kind: 'search', visits: 3 })
  })

  it('leaves a day that ended minutes ago to its shards, and rolls it up once it has settled', async () => {
    await reportAt('2026-11-27T23:59:00Z', { kind: 'checkout', inp: 300 })
    adapter.setClock(new Date('2026-11-28T00:05:00Z'))
    expect(await kinds()).toEqual(fromShards('2026-11-22'))
    expect(documentsIn('vitalsDays').map((rollUp) => rollUp.day)).not.toContain('2026-11-27')
    adapter.setClock(new Date('2026-11-28T00:20:00Z'))
    expect(await kinds()).toEqual(fromShards('2026-11-22'))
    expect(documentsIn('vitalsDays').find((rollUp) => rollUp.day === '2026-11-27')).toMatchObject({ counts: { checkout: { inp: expect.any(Array) } } })
  })
})
