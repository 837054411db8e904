// What a person reads adds up: generated paid orders (sale prices, codes, every country, both rates, the three tax
// modes) rendered as the order's pages (the confirmation, the order page, the account's and the admin's order show
// OrderDetails), the invoice, the shopper's and the owner's mail and the accountant's CSV row; in each, the amounts
// shown are read back from the words and must add up: the lines to the subtotal, the subtotal less the discount
// (named with its code) plus the shipping and any tax added to the total, the VAT stated to the tax in the total.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { checkShownChargedStored } from '../support/shown-charged-stored'
import { ordersCsv } from '../../src/features/admin/orders-csv'
import type { AdminOrder } from '../../src/features/admin/admin-order'
import { confirmationMail, ownerMail } from '../../src/lib/orders/mail'
import type { Order } from '../../src/lib/orders/order'
import { InvoiceDocument } from '../../src/features/orders/components/invoice-document'
import { OrderDetails } from '../../src/features/orders/components/order-details'
import type { ShopperOrder } from '../../src/features/orders/shopper-order'

/** An amount as printed ('$1,234.50', '−€2.50', '$0'), back in cents; NaN when it is no amount. */
function centsOf(shown: string): number {
  const match = /^(−)?\D*([\d,]+(?:\.\d{2})?)\D*$/.exec(shown.trim())
  if (!match) return Number.NaN
  const cents = Math.round(Number(match[2]!.replace(/,/g, '')) * 100)
  return match[1] ? -cents : cents
}

/** A document's rows of money as read: [term, cents], in order. */
type Read = [string, number][]

/** The faults of what one document shows, against nothing but itself and the order's own code. */
function faultsOf(rows: Read, lineCents: number[], order: Order): string[] {
  const faults: string[] = []
  const all = (test: (term: string) => boolean) => rows.filter(([term]) => test(term)).map(([, cents]) => cents)
  const one = (term: string) => {
    const found = all((t) => t === term)
    if (found.length !== 1) faults.push(`${found.length} rows "${term}"`)
    return found[0] ?? 0
  }
  const sum = (values: number[]) => values.reduce((total, cents) => total + cents, 0)
  if (rows.some(([, cents]) => Number.isNaN(cents))) faults.push(`an amount that is no amount: ${JSON.stringify(rows)}`)
  const subtotal = one('Subtotal')
  const total = one('Total')
  const discounts = all((term) => term.startsWith('Discount'))
  const added = all((term) => /^Tax \d/.test(term))
  const included = all((term) => term.startsWith('Including VAT'))
  if (sum(lineCents) !== subtotal) faults.push(`the lines add up to ${sum(lineCents)}, the subtotal says ${subtotal}`)
  const addedUp = subtotal + sum(discounts) + one('Shipping') + sum(added)
  if (addedUp !== total) faults.push(`the rows add up to ${addedUp}, the total says ${total}`)
  if (total !== order.totalCents) faults.push(`the total says ${total}, the order was charged ${order.totalCents}`)
  if (sum(added) + sum(included) !== (order.tax?.totalCents ?? 0)) faults.push(`the tax shown is ${sum(added) + sum(included)}`)
  if ((order.discountCents ?? 0) > 0 && !rows.some(([term]) => term === `Discount (${order.promotion!.code})`))
    faults.push('the discount does not name its code')
  if (discounts.some((cents) => cents >= 0)) faults.push('a discount without its minus sign')
  return faults
}

/** Markup's terms and amounts, in a list of sums labelled `label`. */
function readSums(box: ParentNode, label: string): Read {
  const list = box.querySelector(`dl[aria-label="${label}"]`)
  if (!list) return [['no list of sums', Number.NaN]]
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent!, centsOf(term.nextElementSibling?.textContent ?? '')])
}

const html = (markup: string) => {
  const box = document.createElement('div')
  box.innerHTML = markup
  return box
}

/** The order's pages: the lines' amounts, and the sums under them. */
function orderPage(order: Order): { rows: Read; lines: number[] } {
  const box = html(renderToStaticMarkup(<OrderDetails order={order} />))
  const lines = [...box.querySelectorAll('ul[aria-label="Items in this order"] li')].map((line) => centsOf(line.lastElementChild!.textContent!))
  return { rows: readSums(box, 'What it cost'), lines }
}

/** The invoice: its table's amounts, its sums, and its tax per rate against the tax it states. */
function invoice(order: Order): { rows: Read; lines: number[]; rates: number[] } {
  const shopper = { ...order, invoice: { number: '2026-000001', at: order.paidAt! }, withdrawal: { endsAt: null, open: false } } as ShopperOrder
  const box = html(renderToStaticMarkup(<InvoiceDocument order={shopper} invoice={shopper.invoice!} />))
  const cells = (caption: string, column: number) =>
    [...box.querySelectorAll('table')]
      .filter((table) => table.querySelector('caption')?.textContent === caption)
      .flatMap((table) => [...table.querySelectorAll('tbody tr')].map((row) => centsOf(row.children[column]!.textContent!)))
  const rates = order.tax ? cells(order.tax.mode === 'included' ? 'VAT included, per rate' : 'Tax added, per rate', 2) : []
  return { rows: readSums(box, 'What it cost'), lines: cells('What you bought', 3), rates }
}

/** A mail's text: the lines ('2 × Tee, size M: $49.98') and the sums under them ('Total: $54.93'). */
function mailText(text: string): { rows: Read; lines: number[] } {
  const lines = text.split('\n')
  const items = lines.filter((line) => /^\d+ × /.test(line)).map((line) => centsOf(line.slice(line.lastIndexOf(': ') + 2)))
  const start = lines.findIndex((line) => line.startsWith('Subtotal: '))
  const rows = lines
    .slice(start)
    .filter((line) => line.includes(': '))
    .map((line): [string, number] => [line.slice(0, line.lastIndexOf(': ')), centsOf(line.slice(line.lastIndexOf(': ') + 2))])
  return { rows: start < 0 ? [['no sums', Number.NaN]] : rows, lines: items }
}

/** The accountant's row, by column, read as the mail's and pages' rows are. */
function csvRow(order: Order): { rows: Read; code: string } {
  const [head, row] = ordersCsv([order as AdminOrder])
    .trim()
    .split('\r\n')
    .map((line) => line.split(','))
  const cell = (name: string) => row![head!.indexOf(name)]!
  const cents = (name: string) => Math.round(Number(cell(name)) * 100)
  const code = cell('Code')
  return {
    code,
    rows: [
      ['Subtotal', cents('Subtotal')],
      [`Discount (${code})`, -cents('Discount')],
      ['Shipping', cents('Shipping')],
      ['Tax 0', cents('Tax added')],
      ['Total', cents('Total')],
      ['Including VAT', cents('VAT included')],
    ],
  }
}

describe('what each page, mail and document says of an order’s money', () => {
  it('adds up on every one of them, with the code named, for generated carts, codes, countries and tax modes', () => {
    const faults: string[] = []
    let orders = 0
    checkShownChargedStored(64, 20261202, undefined, (order, where) => {
      orders++
      const note = (what: string, found: string[]) => faults.push(...found.map((fault) => `${where}: ${what}: ${fault}`))
      const page = orderPage(order)
      note('order page', faultsOf(page.rows, page.lines, order))
      const printed = invoice(order)
      note('invoice', faultsOf(printed.rows, printed.lines, order))
      const stated = printed.rows.filter(([term]) => /^(Tax \d|Including VAT)/.test(term)).map(([, cents]) => cents)
      if (printed.rates.join() !== stated.join()) note('invoice', [`its tax per rate ${printed.rates.join()} is not the ${stated.join()} above it`])
      for (const [what, mail] of [
        ['confirmation mail', confirmationMail(order)],
        ['owner’s mail', ownerMail(order, 'owner@example.com', 'paid', 'https://shop.example')],
      ] as const) {
        const read = mailText(mail.message.text)
        note(what, faultsOf(read.rows, read.lines, order))
      }
      const csv = csvRow(order)
      // The CSV has no lines: its subtotal is the order's goods.
      const goods = order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
      const csvFaults = faultsOf((order.discountCents ?? 0) > 0 ? csv.rows : csv.rows.filter(([term]) => !term.startsWith('Discount')), [goods], order)
      note('CSV', csvFaults)
    })
    expect(faults.slice(0, 5)).toEqual([])
    expect(orders).toBe(64 * 3 * 2)
  }, 60_000)
})
