// The cart with a signed-in shopper's account, on the real route tree against the mock backend: on sign-in the
// device's cart and the account's are summed, capped by stock, and the shopper is told what changed; a signed-in
// shopper's changes are saved to users/{uid}'s cart, a change saved by another device shows without a reload, a
// line added while this device was behind survives; signing out takes the saved cart off the device.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { nextCommitTime } from '../../mocks/firestore/time'
import { decodeFields, encodeFields } from '../../mocks/firestore/values'
import { mockState, persistMockState } from '../../mocks/state'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'
import { ann, signIn } from './signin-page'

const TEE = {
  id: 9,
  name: 'Classic Crew Neck T-Shirt',
  imageUrl: '/images/items/tee.webp',
  price: 25,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  limit: 5,
}
const BACKPACK = { id: 1, name: 'Canvas Rolltop Backpack', imageUrl: '/images/items/backpack.webp', price: 125 }

/** The device's cart as the app stores it. */
const storeDeviceCart = (lines: object[]) => localStorage.setItem('root', JSON.stringify({ cartItems: lines }))
const deviceCart = () =>
  (JSON.parse(localStorage.getItem('root') ?? '{"cartItems":[]}') as { cartItems: { id: number; quantity: number }[] }).cartItems.map(({ id, quantity }) => [
    id,
    quantity,
  ])

async function accountWithCart(lines: string[] | unknown): Promise<string> {
  const { localId } = await createMockAccount(ann)
  const now = new Date().toISOString()
  mockState().documents[`users/${localId}`] = {
    fields: encodeFields({
      displayName: ann.displayName,
      email: ann.email,
      createdAt: new Date(),
      cart: Array.isArray(lines) ? { lines, updatedAt: new Date() } : lines,
    }),
    createTime: now,
    updateTime: now,
  }
  return localId
}

const accountLines = (uid: string) => (decodeFields(mockState().documents[`users/${uid}`]!.fields).cart as { lines?: string[] } | undefined)?.lines

/** A change saved by another device: stored, and every listener hears it. */
function savedElsewhere(uid: string, lines: string[]): void {
  const stored = mockState().documents[`users/${uid}`]!
  const data = decodeFields(stored.fields)
  mockState().documents[`users/${uid}`] = {
    ...stored,
    fields: encodeFields({ ...data, cart: { lines, updatedAt: new Date() } }),
    updateTime: nextCommitTime().text,
  }
  persistMockState()
}

describe('signing in with a cart on the device', () => {
  it('sums it with the account’s, caps a line by the units left, and says so without taking the focus', async () => {
    const uid = await accountWithCart(['9:M/navy*3', '27*2'])
    storeDeviceCart([
      { ...TEE, quantity: 4 },
      { ...BACKPACK, quantity: 1 },
    ])
    const { user } = await renderApp('/signin')
    expect(screen.getByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument()
    await signIn(user, ann.email, ann.password)

    const note = await screen.findByText(/saved in your account/, {}, { timeout: 5000 })
    expect(note).toHaveAttribute('role', 'status')
    expect(note).toHaveTextContent(
      'We added 3 items saved in your account to your cart. Only 5 left of Classic Crew Neck T-Shirt, size M, Navy: your cart now has 5.',
    )
    expect(note).not.toHaveFocus()
    expect(note).not.toContainElement(document.activeElement as HTMLElement | null)
    expect(screen.getByRole('button', { name: 'Cart, 8 items' })).toBeInTheDocument()
    expect(deviceCart()).toEqual([
      [9, 5],
      [1, 1],
      [27, 2],
    ])
    await waitFor(() => expect(accountLines(uid)).toEqual(['9:M/navy*5', '1*1', '27*2']))

    // The dropdown shows the line from the account with the shop's name and price.
    await user.click(screen.getByRole('button', { name: 'Cart, 8 items' }))
    expect(within(screen.getByRole('region', { name: 'Cart' })).getByText('Compact Travel Umbrella')).toBeInTheDocument()
  })
})

describe('a signed-in shopper’s cart', () => {
  it('counts a line once when its save reached the account but the page closed before the device knew', async () => {
    // The T-shirt's save was committed; the page then closed before this device recorded it (its record still says
    // the account was empty, with the save under way).
    const uid = await accountWithCart(['9:M/navy*1'])
    localStorage.setItem('cart-account', JSON.stringify({ uid, lines: [], pending: ['9:M/navy*1'] }))
    storeDeviceCart([{ ...TEE, quantity: 1 }])
    await signInBeforeRender(ann.email, ann.password)
    const { user } = await renderApp('/shop/accessories')
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart-account')!)).toEqual({ uid, lines: ['9:M/navy*1'] }), { timeout: 5000 })
    expect(accountLines(uid)).toEqual(['9:M/navy*1'])
    expect(deviceCart()).toEqual([[9, 1]])
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    // And the next change is saved from there.
    const card = (await screen.findByText('Polarized Aviator Sunglasses')).closest('li')!
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(accountLines(uid)).toEqual(['9:M/navy*1', '20*1']), { timeout: 5000 })
  })

  it('keeps a line added while this device was behind, follows another device’s change, and saves its own', async () => {
    // This device last saw the account's cart with the T-shirt alone, then added a backpack while offline; another
    // device meanwhile saved an umbrella.
    const uid = await accountWithCart(['9:M/navy*1', '27*1'])
    localStorage.setItem('cart-account', JSON.stringify({ uid, lines: ['9:M/navy*1'] }))
    storeDeviceCart([
      { ...TEE, quantity: 1 },
      { ...BACKPACK, quantity: 1 },
    ])
    await signInBeforeRender(ann.email, ann.password)
    const { user } = await renderApp('/shop/accessories')

    await waitFor(() => expect(accountLines(uid)).toEqual(['9:M/navy*1', '1*1', '27*1']), { timeout: 5000 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument())
    // Not a sign-in: nothing to tell.
    expect(screen.queryByText(/saved in your account/)).not.toBeInTheDocument()

    // Another device removes the T-shirt: it leaves this cart, with no reload.
    savedElsewhere(uid, ['1*1', '27*1'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument(), { timeout: 2000 })
    expect(deviceCart()).toEqual([
      [1, 1],
      [27, 1],
    ])

    // Two quick adds on this device are saved together.
    const card = (await screen.findByText('Polarized Aviator Sunglasses')).closest('li')!
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(accountLines(uid)).toEqual(['1*1', '27*1', '20*2']), { timeout: 5000 })
  })

  it('reads a broken account cart and a broken device record as none, and carries on', async () => {
    const uid = await accountWithCart({ lines: 'not a list', extra: 1 })
    localStorage.setItem('cart-account', '{broken')
    storeDeviceCart([{ ...BACKPACK, quantity: 2 }, { id: 'x' }])
    await signInBeforeRender(ann.email, ann.password)
    await renderApp('/')
    await waitFor(() => expect(accountLines(uid)).toEqual(['1*2']), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })

  it('leaves the device on signing out, once saved, and comes back on the next sign-in', async () => {
    const uid = await accountWithCart([])
    await signInBeforeRender(ann.email, ann.password)
    const { user } = await renderApp('/shop/accessories')
    await screen.findByText('Hi, Ann', {}, { timeout: 3000 })
    const card = (await screen.findByText('Polarized Aviator Sunglasses')).closest('li')!
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    // Signed out at once: the change is saved first.
    await user.click(screen.getByRole('button', { name: 'SIGN OUT' }))
    await screen.findByRole('link', { name: 'SIGN IN' }, { timeout: 5000 })
    expect(accountLines(uid)).toEqual(['20*1'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument())
    expect(localStorage.getItem('cart-account')).toBeNull()

    await user.click(screen.getByRole('link', { name: 'SIGN IN' }))
    await signIn(user, ann.email, ann.password)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument(), { timeout: 5000 })
    expect(await screen.findByText('We added 1 item saved in your account to your cart.', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(accountLines(uid)).toEqual(['20*1'])
  })
})
