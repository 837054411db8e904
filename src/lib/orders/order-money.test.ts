import { describe, expect, it } from 'vitest'
import { paidOrder } from '../../../tests/support/order-fixture'
import { netSalesCents } from './order-money'
import { computeTax } from './tax'

describe('netSalesCents', () => {
  it('is the goods after the code, without the shipping, in a shop that states no tax', () => {
    // $49.98 of goods, $5.00 off with a code, $4.95 shipping: $49.93 paid, $44.98 of it for the goods.
    expect(netSalesCents(paidOrder({ discountCents: 500, totalCents: 4993 }))).toBe(4498)
  })

  it('leaves out the tax added on top, as well as the shipping', () => {
    const tax = computeTax('added', [{ cents: 4998 + 495, ratePercent: 7.25 }])!
    expect(tax.totalCents).toBe(398)
    expect(netSalesCents(paidOrder({ tax, totalCents: 5493 + 398 }))).toBe(4998)
  })

  it('leaves out the VAT the prices include, the goods’ and the shipping’s', () => {
    // €100.00 of goods and €4.90 shipping at 19 % VAT included: the goods are €84.03 before VAT.
    const tax = computeTax('included', [{ cents: 10000 + 490, ratePercent: 19 }])!
    expect(tax.totalCents).toBe(1675)
    const order = paidOrder({ subtotalCents: 10000, shippingCents: 490, totalCents: 10490, currency: 'eur', tax })
    expect(netSalesCents(order)).toBe(8403)
  })

  it('takes what went back off in the shares the order was paid in; a refund that failed takes nothing', () => {
    const refund = (amountCents: number, failed = false) => ({
      id: `re_${amountCents}`,
      amountCents,
      at: '2026-11-03T10:00:00.000Z',
      ...(failed ? { failedAt: '2026-11-03T11:00:00.000Z' } : {}),
    })
    expect(netSalesCents(paidOrder({ refunds: [refund(5493)] }))).toBe(0)
    // Half the $54.93 back: half the $49.98 of goods.
    expect(netSalesCents(paidOrder({ refunds: [refund(2746), refund(100, true)] }))).toBe(Math.round((4998 * (5493 - 2746)) / 5493))
    expect(netSalesCents(paidOrder({ refunds: [refund(100, true)] }))).toBe(4998)
  })

  it('is nothing for an order that cost nothing', () => {
    expect(netSalesCents(paidOrder({ subtotalCents: 0, shippingCents: 0, totalCents: 0 }))).toBe(0)
  })
})
