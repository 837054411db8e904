// Invoice numbers, in the function and the demo alike: each paid order takes the next number of its year's
// sequence as it is marked paid; an order that is never paid takes none, and news of a payment heard twice takes
// one number, so the sequence has no gap.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, mailTo, orderOf, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { invoiceYear } from '../orders/invoice-number'

describe.each(ADAPTERS)('invoice numbers ($name)', (adapter) => {
  const { startCheckout } = shopOf(adapter)

  it('numbers paid orders in sequence, with no gap for one never paid or a payment heard twice', async () => {
    const first = await startCheckout([shirt('M', 'navy')])
    const unpaid = await startCheckout([shirt('S', 'navy')])
    const second = await startCheckout([shirt('L', 'navy')])
    await adapter.pay(first.sessionId)
    await adapter.redeliver(first.sessionId)
    await adapter.expire(unpaid.sessionId)
    await adapter.pay(second.sessionId)

    const paid = orderOf(first.orderId)
    const year = invoiceYear(paid.paidAt!)
    expect(paid.invoice).toEqual({ number: `${year}-000001`, at: paid.paidAt })
    expect(orderOf(second.orderId).invoice?.number).toBe(`${year}-000002`)
    expect(orderOf(unpaid.orderId).invoice).toBeUndefined()
    expect(storedDocument(`invoiceCounters/${year}`)).toEqual({ last: 2 })
  })

  it('names the invoice in the confirmation mail', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await adapter.pay(sessionId)
    const { invoice } = orderOf(orderId)
    const [confirmation] = mailTo('guest@example.com')
    expect(confirmation).toMatchObject({ message: { text: expect.stringContaining(`Invoice ${invoice!.number}: open it from your order to print it.`) } })
  })
})
