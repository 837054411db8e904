// Recently viewed on the real route tree: each product page records itself on this device and lists the others,
// newest first and without itself; the cart's empty state lists them too; broken stored data is ignored; an
// account's list is its own, and leaves the device with a sign-out.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RECENTLY_VIEWED_KEY } from '../../src/features/catalog/recently-viewed'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'

const TEE = '/shop/apparel/classic-crew-neck-t-shirt'
const HOODIE = '/shop/apparel/heavyweight-pullover-hoodie'
const TOTE = '/shop/bags/market-canvas-tote'

const recentlyViewed = () => screen.queryByRole('region', { name: 'Recently viewed' })
const listed = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

const storedList = () =>
  JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '{"owner":"","items":[]}') as { owner: string; items: { productSlug: string }[] }
const stored = () => storedList().items.map((item) => item.productSlug)

describe('recently viewed', () => {
  it('lists the product pages viewed before, newest first, on product pages and in the empty cart', async () => {
    const { router, unmount } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    // The first product viewed: nothing to list yet, and it is recorded.
    await waitFor(() => expect(stored()).toEqual(['classic-crew-neck-t-shirt']))
    expect(recentlyViewed()).not.toBeInTheDocument()

    await router.navigate({ to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: 'apparel', productSlug: 'heavyweight-pullover-hoodie' } })
    await screen.findByRole('heading', { level: 1, name: 'Heavyweight Pullover Hoodie' }, { timeout: 5000 })
    expect(listed(await screen.findByRole('region', { name: 'Recently viewed' }))).toEqual([['Classic Crew Neck T-Shirt', TEE]])
    await waitFor(() => expect(stored()).toEqual(['heavyweight-pullover-hoodie', 'classic-crew-neck-t-shirt']))

    await router.navigate({ to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: 'bags', productSlug: 'market-canvas-tote' } })
    await screen.findByRole('heading', { level: 1, name: 'Market Canvas Tote' }, { timeout: 5000 })
    await waitFor(() =>
      expect(listed(recentlyViewed()!)).toEqual([
        ['Heavyweight Pullover Hoodie', HOODIE],
        ['Classic Crew Neck T-Shirt', TEE],
      ]),
    )
    // Back on a page seen before: it leaves itself out, and moves to the front.
    await router.navigate({ to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: 'apparel', productSlug: 'classic-crew-neck-t-shirt' } })
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    await waitFor(() => expect(listed(recentlyViewed()!).map(([name]) => name)).toEqual(['Market Canvas Tote', 'Heavyweight Pullover Hoodie']))
    await waitFor(() => expect(stored()[0]).toBe('classic-crew-neck-t-shirt'))
    unmount()

    await renderApp('/checkout')
    expect(await screen.findByText(/^Your cart is empty\./, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(listed(await screen.findByRole('region', { name: 'Recently viewed' }))).toEqual([
      ['Classic Crew Neck T-Shirt', TEE],
      ['Market Canvas Tote', TOTE],
      ['Heavyweight Pullover Hoodie', HOODIE],
    ])
  })

  it('ignores broken stored data: the page works, and records over it', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json')
    await renderApp(TOTE)
    await screen.findByRole('heading', { level: 1, name: 'Market Canvas Tote' }, { timeout: 5000 })
    await waitFor(() => expect(stored()).toEqual(['market-canvas-tote']))
    expect(recentlyViewed()).not.toBeInTheDocument()
  })

  it('keeps a signed-in shopper’s list as theirs: after signing out, the next visitor on the device sees none of it', async () => {
    // Viewed before signing in: the list becomes the account's.
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ collectionSlug: 'bags', productSlug: 'market-canvas-tote', name: 'Market Canvas Tote' }]))
    await createMockAccount({ email: 'ann@example.com', password: 'correct horse battery' })
    const { uid } = await signInBeforeRender('ann@example.com', 'correct horse battery')
    const { router, user } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    expect(listed(await screen.findByRole('region', { name: 'Recently viewed' }, { timeout: 5000 }))).toEqual([['Market Canvas Tote', TOTE]])
    await waitFor(() =>
      expect(storedList()).toEqual({ owner: uid, items: [expect.objectContaining({ productSlug: 'classic-crew-neck-t-shirt' }), expect.anything()] }),
    )

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'SIGN OUT' }))
    await within(screen.getByRole('banner')).findByRole('link', { name: 'SIGN IN' }, { timeout: 5000 })
    await router.navigate({ to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: 'apparel', productSlug: 'heavyweight-pullover-hoodie' } })
    await screen.findByRole('heading', { level: 1, name: 'Heavyweight Pullover Hoodie' }, { timeout: 5000 })
    // The visitor's own list starts with this page; nothing of Ann's is listed or kept.
    await waitFor(() => expect(storedList()).toEqual({ owner: '', items: [expect.objectContaining({ productSlug: 'heavyweight-pullover-hoodie' })] }))
    expect(recentlyViewed()).not.toBeInTheDocument()
  })
})
