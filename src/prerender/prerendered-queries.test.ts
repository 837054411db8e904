import { QueryClient, dehydrate } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { searchIndexQueryOptions } from '../features/search/search-index-query'
import { idleAfterStartUp, restorePrerenderedQueries } from './prerendered-queries'

const builtAt = Date.parse('2026-01-01T00:00:00Z')
const pageLoadedAt = Date.parse('2026-11-26T10:00:00Z')
const catalog = { bags: { title: 'Bags', items: [] } }

/** What a prerendered page carries (./server.tsx): the build's query cache, dehydrated, through JSON. */
function snapshot() {
  const buildClient = new QueryClient()
  vi.setSystemTime(builtAt)
  buildClient.setQueryData(['collections'], catalog)
  vi.useRealTimers()
  return JSON.parse(JSON.stringify(dehydrate(buildClient)))
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('restorePrerenderedQueries', () => {
  it('restores the snapshot as fresh, so hydration fetches nothing, and refreshes it when the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const queryClient = new QueryClient()
    const idle: (() => void)[] = []
    const keys = restorePrerenderedQueries(queryClient, snapshot(), { schedule: (callback) => idle.push(callback), now: pageLoadedAt })

    expect(keys).toEqual([['collections']])
    expect(queryClient.getQueryData(['collections'])).toEqual(catalog)
    expect(queryClient.getQueryState(['collections'])).toMatchObject({ dataUpdatedAt: pageLoadedAt, isInvalidated: false })
    expect(idle).toHaveLength(1)

    idle[0]!()
    expect(queryClient.getQueryState(['collections'])?.isInvalidated).toBe(true)
  })

  it('refreshes what was built from the snapshot with it: the search index goes stale with the catalog', () => {
    const queryClient = new QueryClient()
    const idle: (() => void)[] = []
    restorePrerenderedQueries(queryClient, snapshot(), { schedule: (callback) => idle.push(callback) })
    // Built in the browser from the restored catalog, never carried by the page.
    const index = searchIndexQueryOptions().queryKey
    queryClient.setQueryData(index, { search: () => [] } as never)
    queryClient.setQueryData(['users', 'x'], { name: 'Robin' })

    idle[0]!()
    expect(queryClient.getQueryState(index)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['users', 'x'])?.isInvalidated).toBe(false)
  })

  it('does nothing on a page without prerendered data', () => {
    const queryClient = new QueryClient()
    const schedule = vi.fn()
    expect(restorePrerenderedQueries(queryClient, undefined, { schedule })).toEqual([])
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(schedule).not.toHaveBeenCalled()
  })

  it.each([
    ['another shape', { queries: 'all of them' }],
    ['null', null],
  ])('ignores %s with a warning, and the page fetches as usual', (_, state) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const queryClient = new QueryClient()
    const schedule = vi.fn()
    expect(restorePrerenderedQueries(queryClient, state, { schedule })).toEqual([])
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(schedule).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/^Ignoring the prerendered data/)
  })

  it('skips a query it cannot read: no text for its hash, or no state', () => {
    const state = snapshot()
    state.queries.push(
      { ...state.queries[0], queryKey: ['users', 'x'], queryHash: 7 } as never,
      { queryKey: ['users', 'y'], queryHash: '["users","y"]' } as never,
    )
    const queryClient = new QueryClient()
    expect(restorePrerenderedQueries(queryClient, state, { schedule: vi.fn() })).toEqual([['collections']])
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
  })

  it('skips queries that had not succeeded when the page was built', () => {
    const state = snapshot()
    state.queries.push({
      ...state.queries[0],
      queryKey: ['users', 'x'],
      queryHash: '["users","x"]',
      state: { ...state.queries[0].state, status: 'error', data: undefined },
    })
    const queryClient = new QueryClient()
    expect(restorePrerenderedQueries(queryClient, state, { schedule: () => {} })).toEqual([['collections']])
    expect(queryClient.getQueryState(['users', 'x'])).toBeUndefined()
  })
})

describe('idleAfterStartUp', () => {
  it('waits for the delay, then for an idle period of at most the timeout', () => {
    vi.useFakeTimers()
    const requestIdle = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdle)
    const callback = vi.fn()
    idleAfterStartUp(2500, 3000)(callback)
    vi.advanceTimersByTime(2999)
    expect(requestIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2500 })
    expect(callback).not.toHaveBeenCalled()
    requestIdle.mock.calls[0]![0]()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('runs at the delay where requestIdleCallback is missing (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const callback = vi.fn()
    idleAfterStartUp(3000, 2000)(callback)
    vi.advanceTimersByTime(1999)
    expect(callback).not.toHaveBeenCalled()
    // At the delay, in the task after its timer's.
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(callback).toHaveBeenCalledOnce()
  })
})
