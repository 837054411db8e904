// The browser's side of joining guest orders: what it remembers is sent with the account's ID token, and what
// the server settles is forgotten. Against the mock backend, with the real Auth SDK signed in.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { readOrder } from '../support/demo-orders'
import { createMockAccount } from '../support/mock-accounts'
import { startCheckout, tent } from '../support/shop-api'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { rememberedGuestOrders, rememberGuestOrder } from '../../src/features/orders/remembered-orders'
import { claimGuestOrders } from '../../src/features/orders/api/claim-guest-orders'

afterEach(async () => {
  await signOut(firebaseAuth())
  localStorage.clear()
})

async function signIn(email: string, emailVerified = false) {
  await createMockAccount({ email, password: 'secret123', emailVerified })
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, 'secret123')
  return { uid: user.uid, email: user.email, displayName: null }
}

it('joins the remembered orders of the same email, forgets them and the refused, keeps the others', async () => {
  const mine = await startCheckout([tent()])
  const wrong = await startCheckout([tent()])
  const someoneElses = await startCheckout([tent()], { email: 'other@example.com' })
  rememberGuestOrder({ orderId: mine.orderId, token: mine.token })
  rememberGuestOrder({ orderId: wrong.orderId, token: 'not-its-token' })
  rememberGuestOrder({ orderId: someoneElses.orderId, token: someoneElses.token })
  const user = await signIn('guest@example.com')
  expect(await claimGuestOrders(user)).toBe(1)
  expect(readOrder(mine.orderId)!.uid).toBe(user.uid)
  expect(rememberedGuestOrders()).toEqual([{ orderId: someoneElses.orderId, token: someoneElses.token }])
})

it('asks nothing for a visitor or with nothing remembered, and a failure counts as none joined', async () => {
  const order = await startCheckout([tent()])
  rememberGuestOrder({ orderId: order.orderId, token: order.token })
  expect(await claimGuestOrders(null)).toBe(0)
  const user = await signIn('guest@example.com')
  server.use(http.post('*/api/account/claim-orders', () => HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 })))
  expect(await claimGuestOrders(user)).toBe(0)
  expect(rememberedGuestOrders()).toHaveLength(1)
  server.use(http.post('*/api/account/claim-orders', () => HttpResponse.json({ joined: 'all' })))
  expect(await claimGuestOrders(user)).toBe(0)
  server.use(http.post('*/api/account/claim-orders', () => HttpResponse.error()))
  expect(await claimGuestOrders(user)).toBe(0)
  expect(rememberedGuestOrders()).toHaveLength(1)
  // An unverified account with nothing remembered has nothing to claim: no request.
  localStorage.clear()
  let asked = false
  server.use(http.post('*/api/account/claim-orders', () => ((asked = true), HttpResponse.json({ joined: [], refused: [] }))))
  expect(await claimGuestOrders(user)).toBe(0)
  expect(asked).toBe(false)
})

it('an account whose email is verified gets its guest orders with nothing remembered', async () => {
  const order = await startCheckout([tent()])
  const user = await signIn('guest@example.com', true)
  expect(await claimGuestOrders(user)).toBe(1)
  expect(readOrder(order.orderId)!.uid).toBe(user.uid)
})
