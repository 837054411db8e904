// The demo's /api joins guest orders to an account as the functions do, and the account's history (Firestore
// Lite, under the rules) lists them afterwards.
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { idToken } from '../../tests/support/id-tokens'
import { api, startCheckout, tent } from '../../tests/support/shop-api'
import { readOrder } from '../../tests/support/demo-orders'

afterEach(deleteDemoApps)

const claim = (token: string | undefined, orders: { orderId: string; token: string }[] = []) =>
  api('/account/claim-orders', { body: { orders }, ...(token ? { idToken: token } : {}) })

describe('claiming guest orders in the demo', () => {
  it('the token and the same email join the order, and the history then lists it', async () => {
    const ann = { uid: 'ann', email: 'guest@example.com' }
    const { orderId, token } = await startCheckout([tent()])
    const history = () => getDocs(query(collection(openFirestore(ann), 'orders'), where('uid', '==', 'ann'), orderBy('createdAt', 'desc')))
    expect((await history()).docs).toEqual([])
    expect(await claim(idToken(ann.uid, ann), [{ orderId, token }])).toEqual({ status: 200, json: { joined: [orderId], refused: [] } })
    expect((await history()).docs.map((d) => d.id)).toEqual([orderId])
    // A replay answers the same.
    expect(await claim(idToken(ann.uid, ann), [{ orderId, token }])).toEqual({ status: 200, json: { joined: [orderId], refused: [] } })
  })

  it('a wrong token, another email or an unverified email alone join nothing', async () => {
    const { orderId, token } = await startCheckout([tent()])
    expect((await claim(idToken('ann', { email: 'guest@example.com' }), [{ orderId, token: `${token}x` }])).json).toEqual({ joined: [], refused: [orderId] })
    expect((await claim(idToken('bob', { email: 'bob@example.com' }), [{ orderId, token }])).json).toEqual({ joined: [], refused: [] })
    expect((await claim(idToken('ann', { email: 'guest@example.com' }))).json).toEqual({ joined: [], refused: [] })
    expect(readOrder(orderId)!.uid).toBeNull()
  })

  it('a verified email joins its guest orders, never another account’s', async () => {
    const guest = await startCheckout([tent()])
    const owned = await startCheckout([tent()], {}, idToken('ann', { email: 'guest@example.com' }))
    const gina = idToken('gina', { email: 'guest@example.com', emailVerified: true })
    expect((await claim(gina, [{ orderId: owned.orderId, token: owned.token }])).json).toEqual({ joined: [guest.orderId], refused: [owned.orderId] })
    expect(readOrder(owned.orderId)!.uid).toBe('ann')
  })

  it('visitors are refused', async () => {
    expect(await claim(undefined)).toMatchObject({ status: 401 })
    expect(await claim(idToken('ann', { expired: true }))).toMatchObject({ status: 401 })
  })
})
