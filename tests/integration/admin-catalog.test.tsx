// The owner's catalog pages on the real route tree and the demo's mock backend: who may see them, Hide and Show,
// an item's price and a variant's units edited (the shop and the history follow), the stale and refused answers,
// low stock at the owner's threshold, and what the prerendered pages do not carry yet.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { doc, getDoc } from 'firebase/firestore/lite'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { server } from '../../mocks/node'
import { openFirestore } from '../support/firestore-sdk'
import { createMockAccount } from '../support/mock-accounts'
import { demoCatalog } from '../support/demo-catalog'
import { ownerIdToken } from '../support/id-tokens'
import { api, newAttemptId, shirt, startCheckout, stockLeft } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'
import { ann } from './signin-page'

const TEE = '/admin/catalog/2/9'
const asOwner = () => signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)

/** What the demo build records of its pages: every demo item, as prerendered. */
function servePrerenderedRecord() {
  const items = demoCatalog.flatMap((collection) =>
    collection.items.map((item) => ({ collectionId: String(collection.id), itemId: item.id, name: item.name, price: item.price })),
  )
  server.use(http.get('*/prerendered-catalog.json', () => HttpResponse.json({ builtAt: '2026-11-27T09:00:00.000Z', items })))
}

const teeRow = async () => {
  const list = await screen.findByRole('list', { name: 'Items of Apparel' }, { timeout: 5000 })
  return within(list).getByRole('link', { name: 'Classic Crew Neck T-Shirt' }).closest('li')!
}

describe('/admin/catalog', () => {
  it('sends a visitor to sign in, and tells a shopper without the owner claim that the page does not exist', async () => {
    const visitor = await renderApp('/admin/catalog')
    await waitFor(() => expect(visitor.history.location.pathname).toBe('/signin'))
    visitor.unmount()
    await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const shopper = await renderApp(TEE)
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument()
    shopper.unmount()
    await renderApp('/admin/stock')
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
  })

  it('lists every item by collection; Hide takes an item out of the shop and Show brings it back', async () => {
    servePrerenderedRecord()
    await asOwner()
    const { user, unmount } = await renderApp('/admin/catalog')
    const nav = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 })
    expect(within(nav).getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current')
    const row = await teeRow()
    expect(row).toHaveTextContent('$24.99')
    expect(row).toHaveTextContent('89 units')
    expect(row).toHaveTextContent('Shown')
    expect(screen.getByText('Every item’s name, price and visibility are on the prerendered pages.')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Hide Classic Crew Neck T-Shirt' }))
    expect(await within(row).findByRole('status')).toHaveTextContent('Classic Crew Neck T-Shirt is hidden from the shop.')
    await waitFor(() => expect(row).toHaveTextContent('Hidden'))
    expect(within(screen.getByRole('list', { name: 'Changes not yet on the prerendered pages' })).getByRole('listitem')).toHaveTextContent(
      'Classic Crew Neck T-Shirt: Hidden, but its prerendered page is still there',
    )
    unmount()
    // Nobody but an owner can read it any more: the collection's public document no longer holds it.
    const visible = (await getDoc(doc(openFirestore(), 'collections', '2'))).data()!.items as { id: number }[]
    expect(visible.map((item) => item.id)).not.toContain(9)
    await expect(getDoc(doc(openFirestore(), 'hiddenItems', '2'))).rejects.toThrow(/permission/i)
    const shop = await renderApp('/shop/apparel')
    expect(await screen.findByRole('link', { name: 'Oxford Button-Down Shirt' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Classic Crew Neck T-Shirt' })).not.toBeInTheDocument()
    shop.unmount()

    const again = await renderApp('/admin/catalog')
    await again.user.click(within(await teeRow()).getByRole('button', { name: 'Show Classic Crew Neck T-Shirt' }))
    expect(await screen.findByText('Classic Crew Neck T-Shirt is shown in the shop again.')).toBeInTheDocument()
    again.unmount()
    await renderApp('/shop/apparel')
    expect(await screen.findByRole('link', { name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })).toBeInTheDocument()
  }, 30_000)

  it('edits the price and a variant’s units: the shop reads them, the history says who changed what, before and after', async () => {
    servePrerenderedRecord()
    await asOwner()
    const { user, unmount } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    const price = screen.getByRole('textbox', { name: 'Price in dollars' })
    await user.clear(price)
    await user.type(price, '19.99')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    // The form starts again from the item as saved; the focus goes to the message, not to nowhere.
    await waitFor(async () => expect(await screen.findByText('Saved. The shop shows the change on its next catalog read.')).toHaveFocus())

    const units = screen.getByRole('spinbutton', { name: 'Units of Size M · Navy' })
    expect(units).toHaveValue(5)
    await user.clear(units)
    await user.type(units, '3')
    await user.click(screen.getByRole('button', { name: 'Save stock' }))
    await waitFor(async () => expect(await screen.findByText('Stock saved. The shop shows it on its next catalog read.')).toHaveFocus())
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)

    const history = screen.getByRole('list', { name: 'Edits, newest first' })
    await waitFor(() => expect(history).toHaveTextContent(`Stock changed by ${DEMO_OWNER_EMAIL}`))
    expect(history).toHaveTextContent('Units of Size M · Navy: 5 → 3')
    expect(history).toHaveTextContent(`Details edited by ${DEMO_OWNER_EMAIL}`)
    expect(history).toHaveTextContent('price: $24.99 → $19.99')
    unmount()

    await renderApp('/shop/apparel/classic-crew-neck-t-shirt')
    const product = await screen.findByRole('region', { name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    expect(product).toHaveTextContent('$19.99')
  }, 30_000)

  it('counts the shelf of an item without options, and sells it without a limit only when the owner ticks it', async () => {
    servePrerenderedRecord()
    await asOwner()
    const { user, unmount } = await renderApp('/admin/catalog/5/34')
    await screen.findByRole('heading', { level: 1, name: 'Two-Person Backpacking Tent' }, { timeout: 5000 })
    const units = screen.getByRole('spinbutton', { name: 'Units on the shelf' })
    expect(units).toHaveValue(60)
    await user.clear(units)
    await user.type(units, '7')
    await user.click(screen.getByRole('button', { name: 'Save stock' }))
    await waitFor(async () => expect(await screen.findByText('Stock saved. The shop shows it on its next catalog read.')).toHaveFocus())
    expect(await stockLeft('5', 34, '*')).toBe(7)
    await user.click(screen.getByRole('checkbox', { name: 'Sell without a limit (not counted)' }))
    await user.click(screen.getByRole('button', { name: 'Save stock' }))
    expect(await screen.findByText('The shop sells this item without a limit: checkouts take no units until you count it again.')).toBeInTheDocument()
    expect(await screen.findByText('Sold without a limit: no → yes')).toBeInTheDocument()
    unmount()
    await renderApp('/admin/catalog')
    const list = await screen.findByRole('list', { name: 'Items of Adventure' }, { timeout: 5000 })
    expect(within(list).getByRole('link', { name: 'Two-Person Backpacking Tent' }).closest('li')).toHaveTextContent('No limit')
  }, 30_000)

  it('says what checkouts waiting for payment hold, and takes the owner’s count as the shelf, selling the shelf less them', async () => {
    await startCheckout([shirt('M', 'navy', 2)])
    await asOwner()
    const { user } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    const units = screen.getByRole('spinbutton', { name: 'Units of Size M · Navy' })
    expect(units).toHaveValue(5)
    expect(screen.getByText('2 held for orders not yet shipped; 3 for sale.')).toBeInTheDocument()
    await user.clear(units)
    await user.type(units, '10')
    await user.click(screen.getByRole('button', { name: 'Save stock' }))
    await waitFor(async () => expect(await screen.findByText('Stock saved. The shop shows it on its next catalog read.')).toHaveFocus())
    expect(await stockLeft('2', 9, 'M/navy')).toBe(8)
    expect(await screen.findByText('2 held for orders not yet shipped; 8 for sale.')).toBeInTheDocument()
  }, 30_000)

  it('tells the owner to reload when someone saved the item first, with the focus on that message; reloading shows their change', async () => {
    await asOwner()
    const { user } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
    // Another owner renames it meanwhile.
    const other = await api('/admin/items/2/9', {
      body: { attemptId: newAttemptId(), revision: 0, changes: { name: 'Crew Tee' } },
      idToken: ownerIdToken('boss'),
    })
    expect(other.status).toBe(200)
    const price = screen.getByRole('textbox', { name: 'Price in dollars' })
    await user.clear(price)
    await user.type(price, '21')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This item was changed since you opened it: reload to see the change, then make yours again.')
    await waitFor(() => expect(alert).toHaveFocus())
    await user.click(within(alert).getByRole('button', { name: 'Reload the item' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew Tee' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Crew Tee')
    expect(screen.getByRole('textbox', { name: 'Price in dollars' })).toHaveValue('24.99')
  }, 20_000)

  it('says an item that does not exist is not found', async () => {
    await asOwner()
    await renderApp('/admin/catalog/2/999')
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows the server’s reason for a refused edit, with the focus on it', async () => {
    await asOwner()
    const { user } = await renderApp(TEE)
    const sizes = await screen.findByRole('textbox', { name: /^Sizes/ }, { timeout: 5000 })
    await user.clear(sizes)
    await user.type(sizes, 'S, X L')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^sizes/)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(within(alert).queryByRole('button', { name: 'Reload the item' })).not.toBeInTheDocument()
  })

  it('adds a colour by keyboard: the new row takes the focus, and the item and its history have it', async () => {
    await asOwner()
    const { user } = await renderApp('/admin/catalog/3/18')
    await screen.findByRole('heading', { level: 1, name: 'Classic Baseball Cap' }, { timeout: 5000 })
    screen.getByRole('button', { name: 'Add a colour' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Colour 3 id' })).toHaveFocus())
    await user.keyboard('sand')
    await user.tab()
    await user.keyboard('Sand{Enter}')
    expect(await screen.findByText('Saved. The shop shows the change on its next catalog read.')).toBeInTheDocument()
    expect(await screen.findByText('colors: Navy (navy), Olive (olive) → Navy (navy), Olive (olive), Sand (sand)')).toBeInTheDocument()
    // The new colour is a variant of its own, counted from none.
    expect(screen.getByRole('spinbutton', { name: 'Units of Sand' })).toHaveValue(0)
  }, 20_000)
})

describe('/admin/stock', () => {
  it('lists every variant at or below the threshold, 3 until the owner sets another', async () => {
    await asOwner()
    const { user } = await renderApp('/admin/stock')
    const heading = await screen.findByRole('heading', { level: 2, name: 'At or below 3 units' }, { timeout: 5000 })
    expect(heading).toBeInTheDocument()
    const low = () => within(screen.getByRole('list', { name: 'Variants low in stock' })).getAllByRole('listitem')
    const three = low()
    expect(three.length).toBeGreaterThan(5)
    expect(three[0]).toHaveTextContent('0 units')
    expect(three.some((row) => row.textContent?.includes('Classic Crew Neck T-Shirt') && row.textContent.includes('Size XL · Coral'))).toBe(true)
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Low stock' })).toHaveAttribute('aria-current', 'page')

    const threshold = screen.getByRole('spinbutton', { name: 'List variants with this many units or fewer' })
    await user.clear(threshold)
    await user.type(threshold, '0')
    await user.click(screen.getByRole('button', { name: 'Save threshold' }))
    expect(await screen.findByText('Saved: variants with 0 units or fewer are listed.')).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: 'At or below 0 units' })
    expect(low().every((row) => row.textContent?.includes('0 units'))).toBe(true)
    expect(low().length).toBeLessThan(three.length)
  }, 20_000)
})
