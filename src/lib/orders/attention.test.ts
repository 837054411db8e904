import { expect, it } from 'vitest'
import { paidOrder } from '../../../tests/support/order-fixture'
import { attentionOf } from './attention'

const AT = '2026-11-10T09:00:00.000Z'

it('needs the owner for a refund that failed, or a return’s refund not sent; nothing once it went out', () => {
  expect(attentionOf(paidOrder())).toBeNull()
  expect(attentionOf(paidOrder({ refundFailure: { refundId: 're_1', amountCents: 100, at: AT, reason: null } }))).toBe('refund-failed')
  const returned = paidOrder({ returnRecord: { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0, refundCents: 2499, at: AT } })
  expect(attentionOf(returned)).toBe('refund-not-sent')
  expect(attentionOf({ ...returned, returnRecord: { ...returned.returnRecord!, refundId: 're_2' } })).toBeNull()
})
