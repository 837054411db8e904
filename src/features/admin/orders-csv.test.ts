import { describe, expect, it } from 'vitest'
import { paidOrder } from '../../../tests/support/order-fixture'
import { exportedOrders, ordersCsv } from './orders-csv'
import type { AdminOrder } from './admin-order'

const order = (overrides: object = {}) => ({ ...paidOrder(), ...overrides }) as unknown as AdminOrder

const cellsOf = (csv: string) => csv.split('\r\n').map((line) => line.split(','))

describe('ordersCsv', () => {
  it('has a header and one row per order, amounts in dollars, refunds summed', () => {
    const csv = ordersCsv([order({ refunds: [{ id: 're_1', amountCents: 1000, at: '2026-11-02T00:00:00.000Z' }] })])
    expect(csv.split('\r\n')).toEqual([
      'Order number,Placed (UTC),Paid (UTC),Status,Email,Name,Country,Subtotal,Code,Discount,Shipping,Tax added,Total,VAT included,Refunded,Currency',
      'order1,2026-11-01T09:50:00.000Z,2026-11-01T10:00:00.000Z,paid,guest@example.com,,,49.98,,0.00,4.95,0.00,54.93,0.00,10.00,USD',
      '',
    ])
  })

  it('states the code, its discount and the tax the total holds', () => {
    const discounted = order({
      subtotalCents: 4998,
      discountCents: 500,
      promotion: { code: 'SAVE5', kind: 'fixed', amountOffCents: 500, useIds: [] },
      totalCents: 4993,
      tax: { mode: 'included', byRate: [{ ratePercent: 19, baseCents: 4196, taxCents: 797 }], totalCents: 797 },
    })
    const [head, row] = cellsOf(ordersCsv([discounted]))
    expect(Object.fromEntries(head!.map((name, index) => [name, row![index]]))).toMatchObject({
      Subtotal: '49.98',
      Code: 'SAVE5',
      Discount: '5.00',
      Shipping: '4.95',
      'Tax added': '0.00',
      Total: '49.93',
      'VAT included': '7.97',
    })
  })

  it('puts tax added on top in a column of its own, so each row adds up to its total', () => {
    const added = order({
      subtotalCents: 4998,
      shippingCents: 1495,
      totalCents: 6964,
      tax: { mode: 'added', byRate: [{ ratePercent: 7.25, baseCents: 6493, taxCents: 471 }], totalCents: 471 },
    })
    const [head, row] = cellsOf(ordersCsv([added]))
    const cells = Object.fromEntries(head!.map((name, index) => [name, row![index]]))
    expect(cells).toMatchObject({ Subtotal: '49.98', Shipping: '14.95', 'Tax added': '4.71', Total: '69.64', 'VAT included': '0.00' })
  })

  it('has rows for paid orders alone, so its totals sum to the sales; says how many checkouts never paid it leaves out', () => {
    const orders = [
      order({ id: 'paid1' }),
      order({ id: 'left', status: 'pending', paidAt: undefined }),
      order({ id: 'gone', status: 'expired', paidAt: undefined }),
      order({ id: 'stop', status: 'cancelled', paidAt: undefined }),
      order({ id: 'card', status: 'failed', paidAt: undefined }),
      order({ id: 'back', status: 'refunded', refunds: [{ id: 're_1', amountCents: 5493, at: '2026-11-02T00:00:00.000Z' }] }),
    ]
    const rows = cellsOf(ordersCsv(orders)).slice(1, -1)
    expect(rows.map((row) => row[0])).toEqual(['paid1', 'back'])
    expect(exportedOrders(orders)).toMatchObject({ leftOut: 4 })
    expect(exportedOrders(orders).paid.map((paid) => paid.id)).toEqual(['paid1', 'back'])
  })

  it('says a refund that failed in the status, where the status alone would say it went out', () => {
    const failed = order({ status: 'refunded', refundFailure: { at: '2026-11-02T00:00:00.000Z', reason: 'card expired' } })
    expect(cellsOf(ordersCsv([failed]))[1]![3]).toBe('refunded (refund failed)')
  })

  it('quotes commas and quotes, and never lets a cell start a formula', () => {
    const csv = ordersCsv([order({ shippingAddress: { name: '=HYPERLINK("x"), Ltd', line1: 'a', city: 'b', postalCode: 'c', country: 'IE' } })])
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x""), Ltd",IE`)
  })

  it('quotes a cell that holds the separator of another locale, so no part of it becomes a cell of its own', () => {
    const csv = ordersCsv([
      order({ email: 'ada@example.com', shippingAddress: { name: 'Ada;=1+1;', line1: 'a', city: 'b', postalCode: 'c', country: 'IE' } }),
      order({ email: 'tab@example.com', shippingAddress: { name: 'Tab\t=2+2|x', line1: 'a', city: 'b', postalCode: 'c', country: 'IE' } }),
    ])
    const [, ada, tab] = csv.split('\r\n')
    expect(ada).toContain(`,ada@example.com,"Ada;'=1+1;",IE,`)
    expect(tab).toContain(`,tab@example.com,"Tab\t'=2+2|x",IE,`)
    // Read as a semicolon, tab or pipe locale reads it (our quotes are inside its first cell, so they do not count):
    // no cell starts a formula.
    for (const separator of [';', '\t', '|']) {
      for (const line of [ada!, tab!]) expect(line.split(separator).filter((part) => /^[=+\-@]/.test(part))).toEqual([])
    }
  })
})
