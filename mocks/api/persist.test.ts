// The demo keeps its orders, stock, mail and payment sessions across a reload, like the rest of the mock's state.
import { afterEach, expect, it } from 'vitest'
import { shirt, startCheckout, tent } from '../../tests/support/shop-api'
import { keepStateIn, mockState, seedState } from '../state'

const KEY = 'api-persist-test'

afterEach(() => keepStateIn(null, KEY))

it('saves a checkout: the order, the held stock and the payment session', async () => {
  localStorage.clear()
  keepStateIn(localStorage, KEY)
  const { orderId, sessionId } = await startCheckout([shirt('M', 'navy')])
  const saved = JSON.parse(localStorage.getItem(KEY)!)
  expect(saved.documents[`orders/${orderId}`].fields.status).toEqual({ stringValue: 'pending' })
  expect(JSON.stringify(saved.documents['stock/2_9'])).toContain('"M/navy":{"integerValue":"4"}')
  expect(JSON.stringify(saved.documents['collections/2'])).toContain('"M/navy":{"integerValue":"4"}')
  expect(saved.checkoutSessions[sessionId]).toMatchObject({ orderId, status: 'open' })
})

it('loads a state saved before the demo took payments, with no sessions yet', () => {
  const { checkoutSessions: _, ...older } = seedState()
  localStorage.setItem(KEY, JSON.stringify(older))
  keepStateIn(localStorage, KEY)
  expect(mockState().checkoutSessions).toEqual({})
  expect(Object.keys(mockState().documents)).toContain('collections/2')
})

it('gives a state saved before stock had documents of its own the counts its catalog shows', async () => {
  const { documents, ...rest } = seedState()
  const collections = Object.fromEntries(Object.entries(documents).filter(([key]) => key.startsWith('collections/')))
  const catalog = structuredClone(collections)
  // Two shirts in M/navy sold before the reload: the saved catalog shows 3.
  catalog['collections/2'] = JSON.parse(JSON.stringify(catalog['collections/2']).replace('"M/navy":{"integerValue":"5"}', '"M/navy":{"integerValue":"3"}'))
  localStorage.setItem(KEY, JSON.stringify({ ...rest, documents: catalog }))
  keepStateIn(localStorage, KEY)
  expect(Object.keys(mockState().documents).sort()).toEqual(Object.keys(documents).sort())
  expect(JSON.stringify(mockState().documents['stock/2_9'])).toContain('"M/navy":{"integerValue":"3"}')
  await startCheckout([shirt('M', 'navy', 3)])
  expect(await startCheckout([shirt('M', 'navy')]).catch((error: Error) => error.message)).toContain('sold out in size M, Navy')
})

it('gives a state saved before every item was counted the demo catalog’s counts for the items without a document', async () => {
  const { documents, ...rest } = seedState()
  const older = structuredClone(documents)
  delete older['stock/5_34']
  older['collections/5'] = JSON.parse(JSON.stringify(older['collections/5']).replace(',"stock":{"mapValue":{"fields":{"*":{"integerValue":"60"}}}}', ''))
  expect(JSON.stringify(older['collections/5'])).not.toContain('"*":{"integerValue":"60"}')
  localStorage.setItem(KEY, JSON.stringify({ ...rest, documents: older }))
  keepStateIn(localStorage, KEY)
  expect(JSON.stringify(mockState().documents['stock/5_34'])).toContain('"*":{"integerValue":"60"}')
  expect(JSON.stringify(mockState().documents['collections/5'])).toContain('"*":{"integerValue":"60"}')
  await startCheckout([tent(2)])
  expect(JSON.stringify(mockState().documents['stock/5_34'])).toContain('"*":{"integerValue":"58"}')
})
