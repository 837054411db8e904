// An item an owner hid, on the real route tree against the demo: gone from its collection, from search and from
// its own address; shown again, it is back where it was.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ownerIdToken } from '../support/id-tokens'
import { api, newAttemptId } from '../support/shop-api'
import { renderApp } from './harness'

const TEE = '/shop/apparel/classic-crew-neck-t-shirt'

async function setHidden(hidden: boolean, revision: number) {
  const answer = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision, changes: { hidden } }, idToken: ownerIdToken('boss') })
  expect(answer.status).toBe(200)
}

describe('an item an owner hid', () => {
  it('is not in its collection, not found at its address, and not a search result', async () => {
    await setHidden(true, 0)
    const shop = await renderApp('/shop/apparel')
    expect(await screen.findByRole('link', { name: 'Oxford Button-Down Shirt' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Classic Crew Neck T-Shirt' })).not.toBeInTheDocument()
    shop.unmount()

    const page = await renderApp(TEE)
    expect(await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 5000 })).toBeInTheDocument()
    page.unmount()

    await renderApp('/search?q=crew%20neck')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “crew neck”' }, { timeout: 5000 })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Classic Crew Neck T-Shirt' })).not.toBeInTheDocument()
  })

  it('is back at the same address once shown again', async () => {
    await setHidden(true, 0)
    await setHidden(false, 1)
    await renderApp(TEE)
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
