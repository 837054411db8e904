// The orders the demo's /api creates are what a signed-in shopper's order history reads through Firestore Lite:
// their own, newest first, with times as timestamps; another account's query is refused by the rules.
import { collection, getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore/lite'
import { afterEach, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { idToken } from '../../tests/support/id-tokens'
import { api, startCheckout, tent } from '../../tests/support/shop-api'

afterEach(deleteDemoApps)

it('a signed-in shopper sees their orders, newest first, and not a guest’s or another account’s', async () => {
  const ann = { uid: 'ann', email: 'ann@example.com' }
  const first = await startCheckout([tent()], {}, idToken(ann.uid, ann))
  await new Promise((resolve) => setTimeout(resolve, 5))
  const second = await startCheckout([tent(2)], {}, idToken(ann.uid, ann))
  await startCheckout([tent()])
  const db = openFirestore(ann)
  const history = await getDocs(query(collection(db, 'orders'), where('uid', '==', 'ann'), orderBy('createdAt', 'desc')))
  expect(history.docs.map((d) => d.id)).toEqual([second.orderId, first.orderId])
  expect(history.docs[0]!.data()).toMatchObject({ status: 'pending', totalCents: 57800, createdAt: expect.any(Timestamp) })
  await expect(getDocs(query(collection(db, 'orders'), where('uid', '==', 'bob')))).rejects.toMatchObject({ code: 'permission-denied' })
})

it('a guest order the account joins is listed in its history from then on', async () => {
  const ann = { uid: 'ann', email: 'guest@example.com' }
  const { orderId, token } = await startCheckout([tent()])
  const history = () => getDocs(query(collection(openFirestore(ann), 'orders'), where('uid', '==', 'ann'), orderBy('createdAt', 'desc')))
  expect((await history()).docs).toEqual([])
  expect(await api('/account/claim-orders', { body: { orders: [{ orderId, token }] }, idToken: idToken(ann.uid, ann) })).toEqual({
    status: 200,
    json: { joined: [orderId], refused: [] },
  })
  expect((await history()).docs.map((d) => d.id)).toEqual([orderId])
})
