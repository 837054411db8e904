// The tax in an amount, one row per rate, inside a list of sums: 'Including VAT 19%' when the prices hold it,
// 'Tax 7.25%' when it comes on top. Nothing when the shop states no tax.
import { taxRows } from '../../../lib/orders/order-money'
import type { OrderTax } from '../../../lib/orders/tax'
import { MoneyRows } from './money-rows'

export const TaxRows = ({ tax }: { tax: OrderTax | null | undefined }) => <MoneyRows rows={taxRows(tax)} />
