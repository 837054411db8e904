// A sale on the real route tree against the mock backend: the owner puts the tee on sale through the /api, and the
// collection's card, the product page and its JSON-LD show the price in force with what it is reduced from (the
// lowest price of the 30 days before); a sale learnt of after the page was built fills the room kept for it.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../src/app/query-client'
import { collectionsQueryOptions } from '../../src/features/catalog/api/collections-query'
import { restorePrerenderedQueries } from '../../src/prerender/prerendered-queries'
import { ownerIdToken } from '../support/id-tokens'
import { api, newAttemptId } from '../support/shop-api'
import { renderApp } from './harness'

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt'
const WEEK = 7 * 86_400_000

async function putOnSale(price: number, revision = 0) {
  const sale = { price, from: new Date().toISOString(), until: new Date(Date.now() + WEEK).toISOString() }
  const answer = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision, changes: { sale } }, idToken: ownerIdToken('boss') })
  expect(answer.status).toBe(200)
  return answer.json as { item: { sale: { until: string } } }
}

const cardOf = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('li')!
const productRegion = async () => screen.findByRole('region', { name: TEE }, { timeout: 5000 })

describe('an item on sale', () => {
  it("shows 'was … now …' on the collection's card: the price in force, and the lowest of the 30 days before", async () => {
    await putOnSale(19.5)
    await renderApp('/shop/apparel')
    const card = within(await cardOf(TEE))
    expect(card.getByText('$19.50')).toBeInTheDocument()
    expect(card.getByText(/^was /)).toHaveTextContent('was $24.99 · 21% off')
  })

  it('shows it on the product page, adds it to the cart at the sale price, and its JSON-LD offers it until the sale ends', async () => {
    const { item } = await putOnSale(19.5)
    const { user } = await renderApp(`${TEE_PAGE}?size=M&color=navy`)
    const product = within(await productRegion())
    expect(product.getByText('$19.50')).toBeInTheDocument()
    expect(product.getByText(/^was /)).toHaveTextContent('was $24.99 · 21% off')
    type Data = { '@type': string; offers?: { price: string; priceValidUntil?: string }[] }
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as Data)
    const offers = data.find((entry) => entry['@type'] === 'Product')?.offers ?? []
    expect(offers.length).toBeGreaterThan(0)
    const lastDay = new Date(Date.parse(item.sale.until) - 1).toISOString().slice(0, 10)
    expect(offers.every((offer) => offer.price === '19.50' && offer.priceValidUntil === lastDay)).toBe(true)
    await user.click(product.getByRole('button', { name: 'Add to Cart' }))
    expect((JSON.parse(localStorage.getItem('root')!) as { cartItems: { price: number }[] }).cartItems[0]).toMatchObject({ price: 19.5 })
  })

  it('shows no reduction when the sale has none to show, only the price in force', async () => {
    // $24.99 until a moment ago, $30 now, and a sale at $25: the lowest of the 30 days before is not above it.
    const raised = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { price: 30 } }, idToken: ownerIdToken('boss') })
    expect(raised.status).toBe(200)
    await putOnSale(25, 1)
    await renderApp('/shop/apparel')
    const card = within(await cardOf(TEE))
    expect(card.getByText('$25')).toBeInTheDocument()
    expect(card.queryByText(/^was /)).toBeNull()
  })

  it('a page built before the sale shows it once the live catalog is read, in the room it kept for it', async () => {
    const buildClient = createQueryClient()
    await buildClient.prefetchQuery(collectionsQueryOptions())
    const snapshot = JSON.parse(JSON.stringify(dehydrate(buildClient))) as DehydratedState
    await putOnSale(19.5)
    await renderApp(TEE_PAGE, { before: (queryClient) => void restorePrerenderedQueries(queryClient, snapshot, { schedule: () => {} }) })
    const region = await productRegion()
    const price = region.querySelector('p')!
    await waitFor(() => expect(within(region).getByText(/^was /)).toHaveTextContent('was $24.99 · 21% off'), { timeout: 5000 })
    // The same two lines before and after: the price, and the reduction's line (empty until then).
    expect(price.firstElementChild!.children).toHaveLength(2)
    expect(within(price).getByText('$19.50')).toBeInTheDocument()
  })
})
