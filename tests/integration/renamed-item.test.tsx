// An item the owner renames keeps its address: the old link (a mail's, a search engine's, the device's recently
// viewed list) opens the item under its new name, and the wishlist links to it there.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { RECENTLY_VIEWED_KEY } from '../../src/features/catalog/recently-viewed'
import { renderApp, signInBeforeRender } from './harness'

const OLD = '/shop/apparel/classic-crew-neck-t-shirt'
const NEW_NAME = 'Organic Crew Neck Tee'

async function renameTheTee() {
  await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  const { user, unmount } = await renderApp('/admin/catalog/2/9')
  await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })
  const name = screen.getByRole('textbox', { name: 'Name' })
  await user.clear(name)
  await user.type(name, NEW_NAME)
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  await waitFor(async () => expect(await screen.findByText('Saved. The shop shows the change on its next catalog read.')).toHaveFocus())
  unmount()
}

describe('a renamed item', () => {
  it('opens at its old address under its new name, from recently viewed and the wishlist too', async () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ collectionSlug: 'apparel', productSlug: 'classic-crew-neck-t-shirt', name: 'Classic Crew Neck T-Shirt' }]),
    )
    localStorage.setItem('wishlist', JSON.stringify({ items: [9] }))
    await renameTheTee()

    // Recently viewed, on another product's page: its stored link, made before the rename, is the item's address.
    const other = await renderApp('/shop/apparel/heavyweight-pullover-hoodie')
    const viewed = await screen.findByRole('region', { name: 'Recently viewed' }, { timeout: 5000 })
    expect(within(viewed).getByRole('link', { name: /Classic Crew Neck T-Shirt/ })).toHaveAttribute('href', OLD)
    other.unmount()

    const page = await renderApp(OLD)
    expect(await screen.findByRole('region', { name: NEW_NAME }, { timeout: 5000 })).toBeInTheDocument()
    expect(page.history.location.pathname).toBe(OLD)
    page.unmount()

    const wishlist = await renderApp('/wishlist')
    const saved = await screen.findByRole('link', { name: NEW_NAME }, { timeout: 5000 })
    expect(saved).toHaveAttribute('href', OLD)
    wishlist.unmount()
  }, 30_000)
})
