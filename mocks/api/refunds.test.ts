// The owner's refunds of a whole order (or an amount of it) on the demo's /api: once per press, whatever number of
// times the press is sent, as the functions do; another press is another refund while money is left; a body that is
// not one of the two refunds is refused as the functions refuse it.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { api, newAttemptId, payPage, shirt, startCheckout, stockLeft } from '../../tests/support/shop-api'
import { queuedMail, readOrder } from '../../tests/support/demo-orders'
import { malformedRefundBodies } from '../../tests/support/refund-bodies'

afterEach(() => deleteDemoApps())

async function paidOrder() {
  const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2)])
  await payPage(sessionId, 'pay')
  return orderId
}
const owner = ownerIdToken('boss', 'owner@example.com')
const refund = (orderId: string, body: unknown) => api(`/admin/orders/${orderId}/refund`, { body, idToken: owner })
const refundsOf = (orderId: string) => (readOrder(orderId)!.refunds ?? []).map((sent) => sent.amountCents)
const historyOf = (orderId: string) => (readOrder(orderId)!.history ?? []).map((event) => event.what)
const BAD_REFUND =
  'Give the amount to refund in cents (or none for the whole order), or the lines to refund, each with a quantity of 1 or more, and whether the units go back on sale.'
const refundMails = () => queuedMail().filter((mail) => /refund/i.test(mail.message.subject))

describe('refunds of a whole order in the demo', () => {
  it('one press sent again, or twice at once, refunds once: one refund, one history line, one mail', async () => {
    const orderId = await paidOrder()
    const press = { attemptId: newAttemptId(), amountCents: 1000 }
    expect(await refund(orderId, press)).toMatchObject({ status: 200, json: { order: { status: 'paid', refunds: [{ amountCents: 1000 }] } } })
    expect(await refund(orderId, press)).toMatchObject({ status: 200, json: { order: { status: 'paid', refunds: [{ amountCents: 1000 }] } } })
    expect((await Promise.all([refund(orderId, press), refund(orderId, press)])).map((answer) => answer.status)).toEqual([200, 200])
    expect(refundsOf(orderId)).toEqual([1000])
    expect(historyOf(orderId)).toEqual(['Refunded $10'])
    expect(refundMails()).toHaveLength(1)
  })

  it('two presses are two refunds while money is left; the rest, once, refunds the order and puts its units back', async () => {
    const orderId = await paidOrder()
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
    expect(await refund(orderId, { attemptId: newAttemptId(), amountCents: 1000 })).toMatchObject({ status: 200 })
    expect(await refund(orderId, { attemptId: newAttemptId(), amountCents: 1000 })).toMatchObject({ status: 200 })
    const rest = { attemptId: newAttemptId() }
    expect(await refund(orderId, rest)).toMatchObject({ status: 200, json: { order: { status: 'refunded' } } })
    expect(await refund(orderId, rest)).toMatchObject({ status: 409, json: { error: { message: 'Nothing is left to refund on this order.' } } })
    expect(refundsOf(orderId)).toEqual([1000, 1000, 2 * 2499 + 495 - 2000])
    expect(historyOf(orderId)).toEqual(['Refunded $10', 'Refunded $10', 'Refunded $34.93'])
    expect(refundMails()).toHaveLength(3)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a body that is neither the whole order’s nor chosen lines’, or is both, is a 400 with one sentence, and nothing is refunded', async () => {
    const orderId = await paidOrder()
    const attemptId = newAttemptId()
    const malformed = malformedRefundBodies(attemptId)
    for (const body of malformed)
      expect(await refund(orderId, body), JSON.stringify(body)).toMatchObject({ status: 400, json: { error: { code: 'bad-refund', message: BAD_REFUND } } })
    expect(refundsOf(orderId)).toEqual([])
    expect(readOrder(orderId)!.status).toBe('paid')
  })
})
