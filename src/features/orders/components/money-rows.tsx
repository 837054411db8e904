// An order's money (src/lib/orders/order-money.ts) inside a list of sums: a term and its amount per row, the same
// words on every page that shows one.
import { Fragment } from 'react'
import { moneyAmount, moneyLabel, type MoneyRow } from '../../../lib/orders/order-money'

export function MoneyRows({ rows }: { rows: readonly MoneyRow[] }) {
  return rows.map((row, index) => (
    <Fragment key={`${row.kind}-${index}`}>
      <dt>{moneyLabel(row)}</dt>
      <dd>{moneyAmount(row)}</dd>
    </Fragment>
  ))
}
