import { describe, expect, it } from 'vitest'
import { claimLineRefund, describeUnits, dropLineRefundClaim, releasedLines, settleLineRefund, unitsLeftToRefund, type LineRefundRequest } from './line-refund'
import { moveOrder, type Order } from './order'
import { paidOrder } from '../../../tests/support/order-fixture'
import { recordRefund } from './refund'

const AT = '2026-11-03T10:00:00.000Z'
const TENT = { collectionId: '5', itemId: 34, name: 'Tent', quantity: 1, unitCents: 28900 }
const twoLines = () => paidOrder({ lines: [...paidOrder().lines, TENT], subtotalCents: 33898, totalCents: 34393 })
const press = (lines: LineRefundRequest['lines'], restock = true, attemptId = 'press-000000000001'): LineRefundRequest => ({ attemptId, lines, restock })

function refundLines(order: Order, request: LineRefundRequest, refundId = `re_${request.attemptId}`): Order {
  const claimed = claimLineRefund(order, request, 'boss@example.com', AT)
  if (claimed.kind !== 'claimed') throw new Error(claimed.kind === 'refused' ? claimed.message : 'known')
  return settleLineRefund(claimed.order, request.attemptId, { id: refundId, amountCents: claimed.claim.amountCents, at: AT })!
}

describe('refunds of chosen lines', () => {
  it('the amount comes from the lines’ prices; the history says what, how many and whether the units went back', () => {
    const order = refundLines(twoLines(), press([{ line: 0, quantity: 1 }]))
    expect(order.refunds).toEqual([{ id: 're_press-000000000001', amountCents: 2499, at: AT, lines: [{ line: 0, quantity: 1 }] }])
    expect(order.status).toBe('paid')
    expect(order.history).toEqual([
      { at: AT, by: 'boss@example.com', what: 'Refunded $24.99 for 1 × Crew Neck T-Shirt (size M, Navy); units back on sale', from: 'paid', to: 'paid' },
    ])
    expect(unitsLeftToRefund(order)).toEqual([1, 1])
    const kept = refundLines(order, press([{ line: 1, quantity: 1 }], false, 'press-000000000002'))
    expect(kept.history!.at(-1)!.what).toBe('Refunded $289 for 1 × Tent; units not put back on sale')
  })

  it('puts back only the units of a settled refund that puts them back, once', () => {
    const before = twoLines()
    const claimed = claimLineRefund(before, press([{ line: 0, quantity: 2 }]), 'boss', AT)
    expect(claimed.kind).toBe('claimed')
    const pending = (claimed as { order: Order }).order
    expect(releasedLines(before, pending)).toEqual([])
    const settled = settleLineRefund(pending, 'press-000000000001', { id: 're_1', amountCents: 4998, at: AT })!
    expect(releasedLines(pending, settled)).toEqual([expect.objectContaining({ itemId: 9, size: 'M', color: 'navy', quantity: 2 })])
    expect(settleLineRefund(settled, 'press-000000000001', { id: 're_1', amountCents: 4998, at: AT })).toBeNull()
    expect(releasedLines(settled, settled)).toEqual([])
  })

  it('a retried press finds its own claim; another press for the same units is refused with what is left', () => {
    const claimed = claimLineRefund(twoLines(), press([{ line: 0, quantity: 2 }]), 'boss', AT)
    const order = (claimed as { order: Order }).order
    expect(claimLineRefund(order, press([{ line: 0, quantity: 2 }]), 'boss', AT)).toMatchObject({ kind: 'known', claim: { amountCents: 4998 } })
    expect(claimLineRefund(order, press([{ line: 0, quantity: 1 }], true, 'press-000000000002'), 'other', AT)).toEqual({
      kind: 'refused',
      message: 'Every unit of Crew Neck T-Shirt has been refunded already.',
    })
    expect(claimLineRefund(twoLines(), press([{ line: 0, quantity: 3 }]), 'boss', AT)).toEqual({
      kind: 'refused',
      message: 'Only 2 × Crew Neck T-Shirt (size M, Navy) are left to refund.',
    })
    expect(claimLineRefund(twoLines(), press([{ line: 2, quantity: 1 }]), 'boss', AT)).toMatchObject({ message: 'This order has no line 3.' })
    expect(
      claimLineRefund(
        twoLines(),
        press([
          { line: 1, quantity: 1 },
          { line: 1, quantity: 1 },
        ]),
        'boss',
        AT,
      ),
    ).toMatchObject({ kind: 'refused' })
  })

  it('refuses more money than is left, and putting back units that are back already', () => {
    const partly = recordRefund(twoLines(), { id: 're_amount', amountCents: 30000, at: AT })!
    expect(claimLineRefund(partly, press([{ line: 1, quantity: 1 }]), 'boss', AT)).toEqual({
      kind: 'refused',
      message: 'Only $43.93 is left to refund on this order.',
    })
    const returned = { ...moveOrder(twoLines(), 'shipped', AT)!, status: 'returned' as const, restockedAt: AT }
    expect(claimLineRefund(returned, press([{ line: 1, quantity: 1 }]), 'boss', AT)).toMatchObject({ message: expect.stringContaining('back on sale already') })
    expect(claimLineRefund(returned, press([{ line: 1, quantity: 1 }], false), 'boss', AT).kind).toBe('claimed')
    expect(
      claimLineRefund(recordRefund(twoLines(), { id: 're_all', amountCents: 34393, at: AT })!, press([{ line: 1, quantity: 1 }]), 'boss', AT),
    ).toMatchObject({
      message: 'Nothing is left to refund on this order.',
    })
  })

  it('when the order’s move gives its units back, the units a line refund settled are not given back again', () => {
    const order = refundLines(twoLines(), press([{ line: 0, quantity: 1 }]))
    const rest = recordRefund(order, { id: 're_rest', amountCents: order.totalCents - 2499, at: AT })!
    expect(rest.status).toBe('refunded')
    expect(releasedLines(order, rest)).toEqual([expect.objectContaining({ itemId: 9, quantity: 1 }), expect.objectContaining({ itemId: 34, quantity: 1 })])
    const kept = refundLines(twoLines(), press([{ line: 1, quantity: 1 }], false))
    const restOfKept = recordRefund(kept, { id: 're_rest', amountCents: kept.totalCents - 28900, at: AT })!
    expect(releasedLines(kept, restOfKept)).toEqual([expect.objectContaining({ itemId: 9, quantity: 2 })])
  })

  it('the provider’s event may record the refund first: settling keeps one refund; a refused refund frees its units', () => {
    const claimed = (claimLineRefund(twoLines(), press([{ line: 1, quantity: 1 }]), 'boss', AT) as { order: Order }).order
    const viaEvent = recordRefund(claimed, { id: 're_1', amountCents: 28900, at: AT })!
    const settled = settleLineRefund(viaEvent, 'press-000000000001', { id: 're_1', amountCents: 28900, at: AT })!
    expect(settled.refunds).toHaveLength(1)
    expect(releasedLines(viaEvent, settled)).toEqual([expect.objectContaining({ itemId: 34, quantity: 1 })])
    expect(unitsLeftToRefund(dropLineRefundClaim(claimed, 'press-000000000001'))).toEqual([2, 1])
  })

  it('a claim refused after the whole order’s refund went out first gives back the units the refund left to it, once', () => {
    const claimed = (claimLineRefund(twoLines(), press([{ line: 0, quantity: 1 }]), 'boss', AT) as { order: Order }).order
    const whole = recordRefund(claimed, { id: 're_all', amountCents: claimed.totalCents, at: AT })!
    expect(whole.restockedAt).toBe(AT)
    // The whole refund puts back every unit no claim holds: 1 of the 2 shirts, and the tent.
    expect(releasedLines(claimed, whole)).toEqual([expect.objectContaining({ itemId: 9, quantity: 1 }), expect.objectContaining({ itemId: 34, quantity: 1 })])
    const dropped = dropLineRefundClaim(whole, 'press-000000000001')
    expect(releasedLines(whole, dropped)).toEqual([expect.objectContaining({ itemId: 9, quantity: 1 })])
    expect(releasedLines(dropped, dropped)).toEqual([])
    // Dropped before any move, the units stay with the order.
    expect(releasedLines(claimed, dropLineRefundClaim(claimed, 'press-000000000001'))).toEqual([])
  })

  it('the owner’s reason goes with the refund to the shopper and into the history, also when the provider’s event recorded it first', () => {
    const reasoned = { ...press([{ line: 1, quantity: 1 }]), reason: 'The tent pole was missing' }
    const order = refundLines(twoLines(), reasoned, 're_1')
    expect(order.refunds).toEqual([{ id: 're_1', amountCents: 28900, at: AT, reason: 'The tent pole was missing', lines: [{ line: 1, quantity: 1 }] }])
    expect(order.history!.at(-1)!.what).toBe('Refunded $289 for 1 × Tent; units back on sale. Reason given to the shopper: “The tent pole was missing”')
    const claimed = (claimLineRefund(twoLines(), reasoned, 'boss', AT) as { order: Order }).order
    const viaEvent = recordRefund(claimed, { id: 're_1', amountCents: 28900, at: AT })!
    expect(settleLineRefund(viaEvent, reasoned.attemptId, { id: 're_1', amountCents: 28900, at: AT })!.refunds).toEqual([
      { id: 're_1', amountCents: 28900, at: AT, reason: 'The tent pole was missing', lines: [{ line: 1, quantity: 1 }] },
    ])
  })

  it('names a line with its variant', () => {
    expect(describeUnits({ name: 'Tent' }, 2)).toBe('2 × Tent')
    expect(describeUnits({ name: 'Cap', color: 'olive' }, 1)).toBe('1 × Cap (olive)')
  })

  it('of a discounted order, sends back what the units were paid, never their price; a line’s refunds add up to the line as paid', () => {
    // 10 % off $338.98: $33.90, of which $4.99 is the shirts' share and $28.91 the tent's.
    const discounted = twoLines()
    discounted.lines = [
      { ...discounted.lines[0]!, discountCents: 499 },
      { ...discounted.lines[1]!, discountCents: 2891 },
    ]
    Object.assign(discounted, { discountCents: 3390, totalCents: 34393 - 3390 })
    const first = refundLines(discounted, press([{ line: 0, quantity: 1 }]))
    expect(first.refunds!.map((refund) => refund.amountCents)).toEqual([2250])
    const rest = refundLines(
      first,
      press(
        [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
        true,
        'press-000000000002',
      ),
    )
    expect(rest.refunds!.map((refund) => refund.amountCents)).toEqual([2250, 2249 + 26009])
    expect(2250 + 2249).toBe(4998 - 499)
  })
})
