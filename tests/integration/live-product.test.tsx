// A product page that starts from a catalog snapshot taken when the site was built (a prerendered page restores it),
// on the real route tree against the mock backend: the shop has changed since (a variant sold out, a price, an item
// hidden). The page's own collection is read at once, not when the browser is next idle, and an Add to Cart pressed
// before that answer is in goes by the answer.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { App } from '../../src/app/app'
import { createQueryClient } from '../../src/app/query-client'
import { createAppRouter } from '../../src/app/router'
import { collectionsQueryOptions } from '../../src/features/catalog/api/collections-query'
import { liveCollectionQueryOptions } from '../../src/features/catalog/api/live-collection-query'
import { idleAfterStartUp, restorePrerenderedQueries } from '../../src/prerender/prerendered-queries'
import { ownerIdToken } from '../support/id-tokens'
import { storeCount } from '../support/mock-state'
import { api, newAttemptId } from '../support/shop-api'
import { holdBackend, renderApp } from './harness'
import { createMemoryHistory } from '@tanstack/react-router'

const TEE = '/shop/apparel/classic-crew-neck-t-shirt'
const product = () => within(screen.getByRole('region', { name: 'Classic Crew Neck T-Shirt' }))
const addToCart = () => product().getByRole('button', { name: 'Add to Cart' })

/** The catalog as the build read it, as a prerendered page carries it. */
async function builtCatalog(): Promise<DehydratedState> {
  const buildClient = createQueryClient()
  await buildClient.prefetchQuery(collectionsQueryOptions())
  return JSON.parse(JSON.stringify(dehydrate(buildClient))) as DehydratedState
}

/** The Firestore reads the page sends, by kind: `batchGet` (one document) or `runQuery` (the whole catalog). */
let reads: string[] = []
const onRequest = ({ request }: { request: Request }) => {
  const rpc = /documents:(\w+)$/.exec(new URL(request.url).pathname)?.[1]
  if (rpc) reads.push(rpc)
}
beforeEach(() => {
  reads = []
  server.events.on('request:start', onRequest)
})
afterEach(() => {
  server.events.removeListener('request:start', onRequest)
  vi.useRealTimers()
})

async function editItem(changes: Record<string, unknown>) {
  const answer = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes }, idToken: ownerIdToken('boss') })
  expect(answer.status).toBe(200)
}

/** Renders `path` as a prerendered page starts: from the snapshot, its refresh left to `schedule`. */
const fromSnapshot = (snapshot: DehydratedState, schedule: (refresh: () => void) => void = () => {}) => ({
  before: (queryClient: Parameters<typeof restorePrerenderedQueries>[0]) => void restorePrerenderedQueries(queryClient, snapshot, { schedule }),
})

describe('a product page started from the catalog it was built with', () => {
  beforeAll(async () => {
    // The route's code, and the modules the reads load, compiled before a test runs on fake timers.
    const view = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    view.unmount()
  })

  it('reads its own collection within the first second, not when the browser is next idle, and shows its stock', async () => {
    const snapshot = await builtCatalog()
    storeCount('2', 9, 'M/navy', 0)
    reads = []
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestIdleCallback', 'cancelIdleCallback'] })
    const queryClient = createQueryClient()
    // The real schedule: the whole catalog's refresh waits for 3 s and an idle moment.
    restorePrerenderedQueries(queryClient, snapshot, { schedule: idleAfterStartUp() })
    const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [`${TEE}?size=M&color=navy`] }) })
    render(<App router={router} queryClient={queryClient} />)
    await act(() => vi.advanceTimersByTimeAsync(1000))

    expect(reads).toEqual(['batchGet'])
    expect(product().getByRole('radio', { name: 'M, sold out' })).toBeChecked()
    expect(addToCart()).toHaveAttribute('aria-disabled', 'true')

    // The rest of the catalog is still refreshed once idle.
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(reads).toContain('runQuery')
  })

  it('starts that read as a prerendered page starts, before React hydrates it: hydration runs no loader', async () => {
    const snapshot = await builtCatalog()
    storeCount('2', 9, 'M/navy', 0)
    reads = []
    const queryClient = createQueryClient()
    restorePrerenderedQueries(queryClient, snapshot, { schedule: () => {} })
    const { Route } = await import('../../src/routes/shop/$collectionSlug_.$productSlug')
    Route.options.staticData?.readAtStart?.(queryClient, { collectionSlug: 'apparel', productSlug: 'classic-crew-neck-t-shirt' })
    await waitFor(() => expect(queryClient.getQueryData(liveCollectionQueryOptions('2').queryKey)).toBeTruthy())
    expect(reads).toEqual(['batchGet'])
    const tee = queryClient.getQueryData(liveCollectionQueryOptions('2').queryKey)?.items.find((item) => item.id === 9)
    expect(tee?.stock?.['M/navy']).toBe(0)
  })

  it('checks an Add to Cart pressed before the answer against it: a variant sold out since is not added', async () => {
    const snapshot = await builtCatalog()
    storeCount('2', 9, 'M/navy', 0)
    const release = holdBackend()
    const { user } = await renderApp(`${TEE}?size=M&color=navy`, fromSnapshot(snapshot))
    // The catalog the page was built with still has 5.
    expect(await product().findByText('In stock')).toBeInTheDocument()
    await user.click(addToCart())
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()

    release()
    expect(await product().findByText('This one is sold out: choose another size or colour.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    expect(product().getByText('Sold out')).toBeInTheDocument()
  })

  it('adds with the units left now as the line’s limit', async () => {
    const snapshot = await builtCatalog()
    storeCount('2', 9, 'M/navy', 1)
    const release = holdBackend()
    const { user } = await renderApp(`${TEE}?size=M&color=navy`, fromSnapshot(snapshot))
    await user.click(await product().findByRole('button', { name: 'Add to Cart' }))
    await user.click(addToCart())
    release()
    expect(await product().findByText('Only 1 left, and all 1 are in your cart.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
  })

  it('shows the price the shop charges now', async () => {
    const snapshot = await builtCatalog()
    await editItem({ price: 29.5 })
    await renderApp(TEE, fromSnapshot(snapshot))
    expect(await product().findByText('$29.50')).toBeInTheDocument()
    expect(product().queryByText('$24.99')).not.toBeInTheDocument()
  })

  it('says an item hidden since is no longer sold, and an Add to Cart pressed before the answer adds nothing', async () => {
    const snapshot = await builtCatalog()
    await editItem({ hidden: true })
    const release = holdBackend()
    const { user } = await renderApp(`${TEE}?size=M&color=navy`, fromSnapshot(snapshot))
    await user.click(await product().findByRole('button', { name: 'Add to Cart' }))
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByText('This item is no longer sold.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument())
  })
})
