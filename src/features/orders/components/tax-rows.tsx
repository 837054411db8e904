// The tax in an amount, one row per rate, inside a list of sums: 'Including VAT 19%' when the prices hold it,
// 'Tax 7.25%' when it comes on top. Nothing when the shop states no tax.
import { Fragment } from 'react'
import { formatCents } from '../../../lib/money'
import { taxLabel, type OrderTax } from '../../../lib/orders/tax'

export function TaxRows({ tax }: { tax: OrderTax | null | undefined }) {
  if (!tax) return null
  return tax.byRate.map((rate) => (
    <Fragment key={rate.ratePercent}>
      <dt>
        {tax.mode === 'included' ? 'Including ' : ''}
        {taxLabel(tax.mode, rate.ratePercent)}
      </dt>
      <dd>{formatCents(rate.taxCents)}</dd>
    </Fragment>
  ))
}
