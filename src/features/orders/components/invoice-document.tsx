// An invoice or a credit note as the shopper prints it: the shop's legal details, the number and date, the buyer,
// what was sold or refunded, and the tax per rate (decision 040). Printed, the page is the document alone.
import { Global } from '@emotion/react'
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { shop } from 'virtual:shop-info'
import { variantWords } from '../../../lib/catalog/variant'
import { formatCents, SHOP_MONEY } from '../../../lib/money'
import { EXPORT_NO_VAT, exportedWithoutVat, taxStatement } from '../../../lib/tax-statement'
import { taxLabel, type OrderTax } from '../../../lib/orders/tax'
import { theme } from '../../../styles/theme'
import { orderMoney } from '../../../lib/orders/order-money'
import { MoneyRows } from './money-rows'
import type { ShopperOrder } from '../shopper-order'
import { Sums } from './order-styles'
import { PostalAddress } from './postal-address'
import { PRINT_THE_DOCUMENT_ALONE } from '../../../components/print-styles'
import { PrintTable } from '../../../components/print-table'
import { shopDate } from '../../../lib/orders/shop-time'

// Each of a document's tables has more of the document under it: a gap before it.
const Table = styled(PrintTable)`
  margin: 0 0 1.5rem;
`

const Parties = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 3rem;
  margin: 0 0 1.5rem;
  h2 {
    font-size: ${theme.font.size.body};
    margin: 0 0 0.25rem;
  }
`

const formatDate = (iso: string): string => shopDate(iso)

/** The tax per rate: the amount it is on, and the tax. */
function TaxTable({ tax, caption }: { tax: OrderTax; caption: string }) {
  return (
    <Table figures="all-but-first">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rate</th>
          <th scope="col">Net amount</th>
          <th scope="col">Tax</th>
        </tr>
      </thead>
      <tbody>
        {tax.byRate.map((rate) => (
          <tr key={rate.ratePercent}>
            <td>{taxLabel(tax.mode, rate.ratePercent)}</td>
            <td>{formatCents(rate.baseCents)}</td>
            <td>{formatCents(rate.taxCents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

interface DocumentProps {
  order: ShopperOrder
  title: string
  /** The number, date and references of the document. */
  facts: [string, string][]
  children: ReactNode
}

/** The frame both documents share: the seller, the buyer, the facts, then what the document is about. */
function Document({ order, title, facts, children }: DocumentProps) {
  return (
    <article aria-label={title}>
      <Global styles={PRINT_THE_DOCUMENT_ALONE} />
      <Parties>
        <section aria-label="Seller">
          <h2>{shop.company}</h2>
          <address>
            {shop.street}
            <br />
            {shop.postcode} {shop.city}
            <br />
            {shop.country}
          </address>
          <p>VAT ID {shop.vatId}</p>
        </section>
        <section aria-label="Buyer">
          <h2>Billed to</h2>
          {order.shippingAddress && <PostalAddress address={order.shippingAddress} />}
          <p>{order.email}</p>
        </section>
      </Parties>
      <Sums>{facts.map(([term, value]) => [<dt key={`${term}-term`}>{term}</dt>, <dd key={`${term}-value`}>{value}</dd>])}</Sums>
      {children}
    </article>
  )
}

/** Why an invoice states no tax: an export from a shop whose prices include VAT, or a shop that states none. */
function noTaxWords(order: ShopperOrder): string | null {
  if (SHOP_MONEY.taxMode === 'added') return null
  return exportedWithoutVat(order.shippingAddress?.country) ? EXPORT_NO_VAT : taxStatement()
}

export function InvoiceDocument({ order, invoice }: { order: ShopperOrder; invoice: NonNullable<ShopperOrder['invoice']> }) {
  const tax = order.tax
  return (
    <Document
      order={order}
      title={`Invoice ${invoice.number}`}
      facts={[
        ['Invoice number', invoice.number],
        ['Invoice date', formatDate(invoice.at)],
        ['Order number', order.id],
      ]}
    >
      <Table figures="all-but-first">
        <caption>What you bought</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {variantWords(line) && `, ${variantWords(line)}`}
              </td>
              <td>{line.quantity}</td>
              <td>{formatCents(line.unitCents)}</td>
              <td>{formatCents(line.unitCents * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Sums aria-label="What it cost">
        <MoneyRows rows={orderMoney(order, { refunds: false })} />
      </Sums>
      {tax ? (
        <TaxTable tax={tax} caption={tax.mode === 'included' ? 'VAT included, per rate' : 'Tax added, per rate'} />
      ) : (
        noTaxWords(order) && <p>{noTaxWords(order)}</p>
      )}
    </Document>
  )
}

/** The units a refund of chosen units paid back, by the order's lines. */
function RefundedUnits({ order, lines }: { order: ShopperOrder; lines: NonNullable<CreditNoteProps['refund']['lines']> }) {
  return (
    <Table figures="all-but-first">
      <caption>What was refunded</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {lines.flatMap(({ line, quantity }) => {
          const ordered = order.lines[line]
          if (!ordered) return []
          return (
            <tr key={line}>
              <td>
                {ordered.name}
                {variantWords(ordered) && `, ${variantWords(ordered)}`}
              </td>
              <td>{quantity}</td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

interface CreditNoteProps {
  order: ShopperOrder
  number: string
  invoice: NonNullable<ShopperOrder['invoice']>
  refund: NonNullable<ShopperOrder['refunds']>[number]
  /** The refund's tax per rate (refundTax), when the order states tax. */
  tax: OrderTax | null
}

export function CreditNoteDocument({ order, number, invoice, refund, tax }: CreditNoteProps) {
  // The units it paid back: those the owner chose, or those a recorded return brought back.
  const units = refund.lines ?? (order.returnRecord?.refundId === refund.id ? order.returnRecord.lines : undefined)
  return (
    <Document
      order={order}
      title={`Credit note ${number}`}
      facts={[
        ['Credit note number', number],
        ['Date', formatDate(refund.at)],
        ['For invoice', `${invoice.number} of ${formatDate(invoice.at)}`],
        ['Order number', order.id],
        ...(refund.reason ? ([['Why', refund.reason]] as [string, string][]) : []),
      ]}
    >
      {units && units.length > 0 && <RefundedUnits order={order} lines={units} />}
      <Sums>
        <dt>Refunded</dt>
        <dd>{formatCents(refund.amountCents)}</dd>
        {tax && (
          <>
            <dt>Of which {tax.mode === 'included' ? 'VAT' : 'tax'}</dt>
            <dd>{formatCents(tax.totalCents)}</dd>
          </>
        )}
      </Sums>
      {tax && <TaxTable tax={tax} caption="Tax refunded, per rate" />}
    </Document>
  )
}
