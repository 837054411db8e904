// Reviews in the shop: the buyer of a delivered order rates and reviews its items from their order page (an order not
// delivered yet offers no form), and a product page shows its item's published reviews and their average, as they
// come near, with the JSON-LD following.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { createMockAccount } from '../support/mock-accounts'
import { ownerIdToken } from '../support/id-tokens'
import { api, payPage, shirt, startCheckout, tent } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'
import { ann } from './signin-page'

const owner = ownerIdToken('boss', 'boss@example.com')

/** A paid order of the shirt and the tent by the account whose ID token is given, delivered unless told. */
async function order(idToken: string, delivered: boolean) {
  const started = await startCheckout([shirt('M', 'navy'), tent()], {}, idToken)
  await payPage(started.sessionId, 'pay')
  if (delivered) {
    await api(`/admin/orders/${started.orderId}/ship`, { body: { carrier: 'An Post', trackingNumber: 'CX1IE' }, idToken: owner })
    expect((await api(`/admin/orders/${started.orderId}/deliver`, { body: {}, idToken: owner })).status).toBe(200)
  }
  return started.orderId
}

describe('the order page’s reviews', () => {
  it('offer the buyer of a delivered order a form for each item, with five labelled stars and their name', async () => {
    const { idToken } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const orderId = await order(idToken, true)
    const { user } = await renderApp(`/account/orders/${orderId}`)
    const reviews = within(await screen.findByRole('region', { name: 'Your reviews' }, { timeout: 3000 }))
    await user.click(await reviews.findByText('Write a review of Classic Crew Neck T-Shirt'))
    expect(reviews.getByText(/^Write a review of .*Tent/)).toBeInTheDocument()
    const form = within(reviews.getByRole('form', { name: 'Your review of Classic Crew Neck T-Shirt' }))
    const stars = form.getByRole('group', { name: 'Your rating (required)' })
    // Named by their words: the stars beside them are a picture.
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) expect(within(stars).getByRole('radio', { name })).not.toBeChecked()
    expect(form.getByLabelText('Name shown with your review')).toHaveValue('Ann S.')

    await user.click(form.getByRole('button', { name: 'Send your review' }))
    expect(await form.findByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars.')
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }))
    await user.type(form.getByLabelText('Title'), 'Soft and true to size')
    await user.type(form.getByLabelText(/^Your review/), 'Washed well twice.')
    await user.click(form.getByRole('button', { name: 'Send your review' }))
    expect(await form.findByRole('status')).toHaveTextContent('Your review will appear on the item’s page once the shop has read it')
    expect(await reviews.findByText('Change your review of Classic Crew Neck T-Shirt')).toBeInTheDocument()
    const stored = Object.entries(mockState().documents).filter(([key]) => key.startsWith('reviews/'))
    expect(stored).toHaveLength(1)
    expect(stored[0]![1].fields).toMatchObject({ rating: { integerValue: '4' }, status: { stringValue: 'pending' }, name: { stringValue: 'Ann S.' } })
  })

  it('offer nothing before the order is delivered', async () => {
    const { idToken } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const orderId = await order(idToken, false)
    await renderApp(`/account/orders/${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid')
    expect(screen.queryByRole('region', { name: 'Your reviews' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Write a review/)).not.toBeInTheDocument()
  })
})

describe('a product page’s reviews', () => {
  // The section loads as it comes near the viewport: here, at once.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          queueMicrotask(() => this.report([{ isIntersecting: true }]))
        }
        disconnect() {}
      },
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  const review = (id: string, rating: number, title: string, at: string) => ({ id, rating, title, text: `${title}, in words.`, name: 'Ann S.', at })
  const productJsonLd = () =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!))
      .find((data) => data['@type'] === 'Product')

  it('shows the published reviews and their average, and the JSON-LD gains their rating', async () => {
    mockState().documents['reviewSummaries/2_9'] = {
      fields: encodeFields({
        collectionId: '2',
        itemId: 9,
        count: 2,
        sum: 9,
        histogram: [0, 0, 0, 1, 1],
        recent: [review('b', 5, 'Best tee', '2026-11-03T10:00:00Z'), review('a', 4, 'Soft', '2026-11-01T10:00:00Z')],
      }),
      createTime: '2026-11-03T10:00:00.000000Z',
      updateTime: '2026-11-03T10:00:00.000000Z',
    }
    await renderApp('/shop/apparel/classic-crew-neck-t-shirt')
    const section = within(await screen.findByRole('region', { name: 'Reviews' }))
    expect(await section.findByText(/4\.5 out of 5, from 2 reviews/)).toBeInTheDocument()
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Best tee', 'Soft'])
    expect(section.getByText('5 out of 5 stars')).toBeInTheDocument()
    await waitFor(() => expect(productJsonLd().aggregateRating).toEqual(expect.objectContaining({ ratingValue: 4.5, reviewCount: 2 })))
    expect(productJsonLd().review).toHaveLength(2)
  })

  it('says there are none yet, and the JSON-LD carries no rating', async () => {
    await renderApp('/shop/apparel/classic-crew-neck-t-shirt')
    const section = within(await screen.findByRole('region', { name: 'Reviews' }))
    expect(await section.findByText(/No reviews yet/)).toBeInTheDocument()
    expect(productJsonLd()).toBeDefined()
    expect(productJsonLd().aggregateRating).toBeUndefined()
    expect(productJsonLd().review).toBeUndefined()
  })
})
