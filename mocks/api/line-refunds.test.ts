// Refunds of chosen lines on the demo's /api: the same decisions as the functions, the demo's refunds standing in
// for the provider's.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken, ownerIdToken } from '../../tests/support/id-tokens'
import { api, newAttemptId, payPage, shirt, startCheckout, stockLeft } from '../../tests/support/shop-api'
import { queuedMail, readOrder } from '../../tests/support/demo-orders'

afterEach(() => deleteDemoApps())

async function paidOrder() {
  const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2), shirt('XL', 'coral')])
  await payPage(sessionId, 'pay')
  return orderId
}
const owner = ownerIdToken('boss', 'owner@example.com')
const refund = (orderId: string, body: object, token = owner) => api(`/admin/orders/${orderId}/refund`, { body, ...(token ? { idToken: token } : {}) })

describe('refunds of chosen lines in the demo', () => {
  it('refunds 1 of 2 shirts with the unit back on sale, once per press, and says so in the history and the mail', async () => {
    const orderId = await paidOrder()
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
    const press = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: true }
    const [first, retry] = await Promise.all([refund(orderId, press), refund(orderId, press)])
    expect(first).toMatchObject({ status: 200, json: { order: { status: 'paid', refunds: [{ amountCents: 2499 }] } } })
    expect(retry.status).toBe(200)
    expect(readOrder(orderId)!.refunds).toHaveLength(1)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(readOrder(orderId)!.history!.map((event) => event.what)).toEqual([
      'Refunded $24.99 for 1 × Classic Crew Neck T-Shirt (size M, Navy); units back on sale',
    ])
    expect(queuedMail().at(-1)!.message.subject).toMatch(/refund/i)
  })

  it('two owners asking for the same units at once: one refund, the other told what is left; without restock the stock stays', async () => {
    const orderId = await paidOrder()
    const lines = [{ line: 0, quantity: 2 }]
    const answers = await Promise.all([
      refund(orderId, { attemptId: newAttemptId(), lines, restock: true }),
      refund(orderId, { attemptId: newAttemptId(), lines, restock: true }, ownerIdToken('other', 'other@example.com')),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.json.error.message).toBe('Every unit of Classic Crew Neck T-Shirt has been refunded already.')
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(await refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 1, quantity: 1 }], restock: false })).toMatchObject({ status: 200 })
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect(readOrder(orderId)!.refunds).toHaveLength(2)
  })

  it('a visitor or a shopper is refused, and a malformed choice is a 400', async () => {
    const orderId = await paidOrder()
    const press = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: true }
    expect((await refund(orderId, press, '')).status).toBe(401)
    expect((await refund(orderId, press, idToken('ann'))).status).toBe(403)
    expect((await refund(orderId, { ...press, lines: [] })).status).toBe(400)
    expect(readOrder(orderId)!.refunds).toBeUndefined()
  })
})
