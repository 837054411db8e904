// The wishlist on the real route tree against the mock backend: a visitor hearts items on their device and sees
// them on /wishlist with the shop's prices and stock now; on sign-in the device's list joins the account's (no
// duplicates) and is cleared; a signed-in shopper's list follows their user document live.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { nextCommitTime } from '../../mocks/firestore/time'
import { decodeFields, encodeFields } from '../../mocks/firestore/values'
import { mockState, persistMockState } from '../../mocks/state'
import { createQueryClient } from '../../src/app/query-client'
import { userDocumentQueryOptions } from '../../src/features/auth/api/user-document-query'
import { saveToAccount } from '../../src/features/wishlist/api/save-to-account'
import { PAGE_STARTED_AT, UNSENT_STORAGE_KEY, type UnsentChange } from '../../src/features/wishlist/unsent-changes'
import { holdCommits } from '../support/hold-commits'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'
import { ann, signIn } from './signin-page'

const BACKPACK = 'Canvas Rolltop Backpack'
const UMBRELLA = 'Compact Travel Umbrella'
const HOODIE = 'Heavyweight Pullover Hoodie'

/** A change made elsewhere (the owner's functions, another tab): stored, and every listener hears it. */
function change(key: string, edit: (data: Record<string, unknown>) => Record<string, unknown>): void {
  const stored = mockState().documents[key]
  if (!stored) throw new Error(`No document ${key}`)
  mockState().documents[key] = { ...stored, fields: encodeFields(edit(decodeFields(stored.fields))), updateTime: nextCommitTime().text }
  persistMockState()
}

/** The collection document that lists the item named `name`, and that item's index in it. */
function findStored(name: string): { key: string; index: number } {
  for (const [key, document] of Object.entries(mockState().documents)) {
    if (!key.startsWith('collections/')) continue
    const items = decodeFields(document.fields).items as { name: string }[]
    const index = items.findIndex((item) => item.name === name)
    if (index >= 0) return { key, index }
  }
  throw new Error(`No item ${name}`)
}

/** The heart of the card or page that names `name`: its description is the item's name. */
const heartOf = async (name: string) =>
  (await screen.findAllByRole('button', { name: /to wishlist$/ }, { timeout: 5000 })).find((button) =>
    button
      .getAttribute('aria-describedby')
      ?.split(' ')
      .some((id) => document.getElementById(id)?.textContent === name),
  )!
const deviceList = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null') as { items: number[] } | null
/** Ann's profile as the backend stores it, with `wishlist`. */
function storeProfile(uid: string, wishlist: string[]): void {
  const now = new Date().toISOString()
  mockState().documents[`users/${uid}`] = {
    fields: encodeFields({ displayName: ann.displayName, email: ann.email, createdAt: new Date(), wishlist }),
    createTime: now,
    updateTime: now,
  }
}

/** Ann, signed in, on the bags' page. */
async function annOnBags() {
  const { localId } = await createMockAccount(ann)
  await signInBeforeRender(ann.email, ann.password)
  const { user } = await renderApp('/shop/bags')
  await screen.findByText('Hi, Ann', {}, { timeout: 3000 })
  return { localId, user }
}

const unsentList = () => JSON.parse(localStorage.getItem(UNSENT_STORAGE_KEY) ?? '[]') as UnsentChange[]
const storedWishlistOf = (uid: string) => decodeFields(mockState().documents[`users/${uid}`]!.fields).wishlist
const savedRow = (name: string) => screen.getByRole('link', { name }).closest('li')!

describe('a visitor’s wishlist', () => {
  it('saves from a card, on the device under its own key, and shows on /wishlist with the shop’s price now', async () => {
    const { user } = await renderApp('/shop/bags')
    const heart = await heartOf(BACKPACK)
    expect(heart).toHaveAccessibleName('Save to wishlist')
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(await heartOf(BACKPACK)).toHaveAccessibleName('Saved to wishlist')
    expect(await heartOf(BACKPACK)).toHaveAttribute('aria-pressed', 'true')
    expect(deviceList()).toEqual({ items: [1] })
    // The cart's own key holds the cart alone.
    expect(Object.keys(JSON.parse(localStorage.getItem('root') ?? '{}') as object)).not.toContain('items')

    // The shop changes the price after the catalog was read: the wishlist reads the collection again.
    const { key, index } = findStored(BACKPACK)
    change(key, (data) => ({ ...data, items: (data.items as object[]).map((item, i) => (i === index ? { ...item, price: 99 } : item)) }))
    await user.click(screen.getByRole('link', { name: 'Wishlist' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'WISHLIST' }, { timeout: 5000 })).toBeInTheDocument()
    const row = await waitFor(() => savedRow(BACKPACK), { timeout: 5000 })
    expect(within(row).getByText('$99')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument()
    expect(deviceList()).toEqual({ items: [] })
  })

  it('saves from a product page, and says which sizes are sold out with a link to choose', async () => {
    const { user } = await renderApp('/shop/apparel/heavyweight-pullover-hoodie')
    const product = within(await screen.findByRole('region', { name: HOODIE }, { timeout: 5000 }))
    await user.click(product.getByRole('button', { name: 'Save to wishlist' }))
    expect(product.getByRole('button', { name: 'Saved to wishlist' })).toHaveAttribute('aria-pressed', 'true')
    expect(deviceList()).toEqual({ items: [11] })
    await user.click(screen.getByRole('link', { name: 'Wishlist' }))
    const row = await waitFor(() => savedRow(HOODIE), { timeout: 5000 })
    expect(within(row).getByText('Sold out in L')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Choose size and colour' })).toHaveAttribute('href', '/shop/apparel/heavyweight-pullover-hoodie')
  })

  it('reads a broken stored list as empty, and keeps the good entries of a list in part broken', async () => {
    localStorage.setItem('wishlist', '{"items":[1, "x", null, 1.5, {"id": 27}]}')
    await renderApp('/wishlist')
    await waitFor(() => savedRow(BACKPACK), { timeout: 5000 })
    expect(screen.getByText('1 item saved.')).toBeInTheDocument()
  })
})

describe('signing in with a wishlist on the device', () => {
  it('joins it to the account’s, once each, and clears the device’s list', async () => {
    const { localId } = await createMockAccount(ann)
    storeProfile(localId, ['27', '1'])
    localStorage.setItem('wishlist', JSON.stringify({ items: [1, 20] }))
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, ann.password)
    await waitFor(() => expect(decodeFields(mockState().documents[`users/${localId}`]!.fields).wishlist).toEqual(['27', '1', '20']), { timeout: 5000 })
    await waitFor(() => expect(deviceList()).toEqual({ items: [] }))

    await user.click(screen.getByRole('link', { name: 'Wishlist' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'WISHLIST' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => savedRow(UMBRELLA), { timeout: 5000 })
    expect(screen.getByText('3 items saved.')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: BACKPACK })).toHaveLength(1)
  })
})

describe('a signed-in shopper’s wishlist', () => {
  it('is saved to the user document, and a change made in another tab shows without a reload', async () => {
    const { localId, user } = await annOnBags()
    await user.click(await heartOf(BACKPACK))
    await waitFor(() => expect(decodeFields(mockState().documents[`users/${localId}`]!.fields).wishlist).toEqual(['1']), { timeout: 5000 })
    expect(deviceList()?.items ?? []).toEqual([])

    change(`users/${localId}`, (data) => ({ ...data, wishlist: [] }))
    await waitFor(async () => expect(await heartOf(BACKPACK)).toHaveAttribute('aria-pressed', 'false'), { timeout: 2000 })
  })

  it('is at /account/wishlist, linked from the account page, and /wishlist leads there', async () => {
    await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const { user, router } = await renderApp('/wishlist')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/wishlist'), { timeout: 5000 })
    await screen.findByText(/Your wishlist is empty/, {}, { timeout: 5000 })
    await user.click(screen.getByRole('link', { name: 'ACCOUNT' }))
    await user.click(await screen.findByRole('link', { name: 'Your wishlist' }, { timeout: 5000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'WISHLIST' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('a heart pressed as the shopper leaves the page', () => {
  it('is kept on the device from the press until the account holds it', async () => {
    const { localId, user } = await annOnBags()
    await waitFor(() => expect(mockState().documents[`users/${localId}`]).toBeDefined(), { timeout: 5000 })
    const commits = holdCommits()
    await user.click(await heartOf(BACKPACK))
    await commits.held
    expect(unsentList()).toEqual([expect.objectContaining({ uid: localId, id: 1, saved: true })])
    expect(await heartOf(BACKPACK)).toHaveAttribute('aria-pressed', 'true')
    commits.release()
    await waitFor(() => expect(unsentList()).toEqual([]), { timeout: 5000 })
    expect(storedWishlistOf(localId)).toEqual(['1'])
  })

  it('is shown and sent by the next page signed in as that account; another account’s waits for its own', async () => {
    const { localId } = await createMockAccount(ann)
    storeProfile(localId, ['27'])
    // A page before this one: the backpack saved, the umbrella removed, neither sent; and another account's heart.
    const before = PAGE_STARTED_AT - 1000
    const others: UnsentChange = { uid: 'someone-else', id: 20, saved: true, at: before }
    localStorage.setItem(
      UNSENT_STORAGE_KEY,
      JSON.stringify([{ uid: localId, id: 1, saved: true, at: before }, others, { uid: localId, id: 27, saved: false, at: before + 1 }]),
    )
    await signInBeforeRender(ann.email, ann.password)
    await renderApp('/account/wishlist')
    await waitFor(() => savedRow(BACKPACK), { timeout: 5000 })
    expect(screen.getByText('1 item saved.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: UMBRELLA })).not.toBeInTheDocument()
    await waitFor(() => expect(storedWishlistOf(localId)).toEqual(['1']), { timeout: 5000 })
    await waitFor(() => expect(unsentList()).toEqual([others]))
  })
})

describe('a heart pressed before the account’s document is written', () => {
  it('waits for the document (a page opened as sign-up wrote it), made then, and saves to it', async () => {
    const { localId } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    expect(mockState().documents[`users/${localId}`]).toBeUndefined()
    const queryClient = createQueryClient()
    await saveToAccount(queryClient, { uid: localId, email: ann.email, displayName: ann.displayName }, 1, true)
    expect(decodeFields(mockState().documents[`users/${localId}`]!.fields)).toMatchObject({
      displayName: ann.displayName,
      email: ann.email,
      wishlist: ['1'],
    })
    // Its listener, started to read it, confirms the heart.
    await waitFor(() => expect(queryClient.getQueryData(userDocumentQueryOptions(localId).queryKey)).toMatchObject({ wishlist: [1] }))
    queryClient.clear()
  })
})
