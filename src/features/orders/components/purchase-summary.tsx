// What the shopper is about to buy, as the order will charge it: each line with its variant, the subtotal, a
// promotion code's discount ('Discount (CODE) −$5'), the tax where the shop states it, and the shipping the payment
// page will offer for it to the country chosen (or, before one is, the least it costs), from the shipping table in
// force and the goods after the discount, as the server prices it (shippingOffer).
import { formatCents, SHOP_MONEY, toCents } from '../../../lib/money'
import { amountToPay, goodsEstimate } from '../../../lib/orders/amount-to-pay'
import { cheapestStandardCents, shippingOffer, shortOfFreeStandard, type ShippingTable } from '../../../lib/orders/shipping'
import { countryName, type ShippingCountry } from '../../../lib/orders/shipping-countries'
import { lineVariantLabel } from '../../cart/cart-line'
import { lineKey } from '../../../lib/catalog/variant'
import type { CartItem } from '../../cart/cart-reducer'
import type { AppliedCode } from '../api/check-promotion'
import { DiscountRow } from './discount-row'
import { LineList, Sums } from './order-styles'
import { TaxRows } from './tax-rows'
import { EXPORT_NO_VAT, exportedWithoutVat } from '../../../lib/tax-statement'

/**
 * The shipping line and the sentence under it, for a country or none yet. `goodsCents`: the goods after the code's
 * discount, which the free threshold compares (`discounted`: a code took something off).
 */
function shippingEstimate(
  table: ShippingTable,
  goodsCents: number,
  discounted: boolean,
  country: ShippingCountry | null,
): { cost: string; note: string | null } {
  const offer = country && shippingOffer(table, country, goodsCents)
  if (!country || !offer) {
    const cheapest = cheapestStandardCents(table, goodsCents)
    return {
      cost: cheapest === 0 ? 'Free standard to some countries' : `From ${formatCents(cheapest)}`,
      note: 'Choose the country we deliver to, to see its shipping rates.',
    }
  }
  const [standard, express] = offer.rates
  const zone = table[offer.zone]
  const short = shortOfFreeStandard(zone, goodsCents)
  const after = discounted ? ' after the discount' : ''
  return {
    cost: `${standard!.cents === 0 ? 'Free standard' : `Standard ${formatCents(standard!.cents)}`}, express ${formatCents(express!.cents)}`,
    note: short
      ? `Standard shipping to ${countryName(country)} is free from ${formatCents(zone.freeStandardFromCents!)}${after}: add ${formatCents(short)} more.`
      : null,
  }
}

interface PurchaseSummaryProps {
  cartItems: readonly CartItem[]
  subtotalCents: number
  /** Where the parcel goes, as chosen so far. */
  country: ShippingCountry | null
  /** A promotion code applied: its discount on this subtotal, as the checkout will take it off. */
  code: AppliedCode | null
  /** The shipping table in force. */
  table: ShippingTable
}

export function PurchaseSummary({ cartItems, subtotalCents, country, code, table }: PurchaseSummaryProps) {
  const short = code !== null && subtotalCents < code.minSubtotalCents
  // The goods less the discount, and their tax where they go; the shipping's is added to it on the payment page.
  const goods = cartItems.map((line) => ({ unitCents: toCents(line.price), quantity: line.quantity }))
  const { discountCents, tax } = goodsEstimate(goods, code, SHOP_MONEY.taxMode, country)
  const { cost, note } = shippingEstimate(table, subtotalCents - discountCents, discountCents > 0, country)
  const beforeShipping = amountToPay({ subtotalCents, discountCents }, 0, tax)
  // Goods leaving the EU from a shop whose prices include VAT: the same prices, no VAT in them.
  const exported = exportedWithoutVat(country)
  return (
    <>
      <LineList aria-label="What you are buying">
        {cartItems.map((line) => {
          const variant = lineVariantLabel(line)
          return (
            <li key={lineKey(line)}>
              <span>
                {line.quantity} × {line.name}
                {variant && `, ${variant}`}
              </span>
              <span>{formatCents(line.quantity * toCents(line.price))}</span>
            </li>
          )
        })}
      </LineList>
      <Sums>
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotalCents)}</dd>
        {code && discountCents > 0 && <DiscountRow code={code.code} cents={discountCents} />}
        <TaxRows tax={tax} />
        {/* What the code (or the tax on top) makes of the subtotal, before the payment page adds the shipping: the
            cart's TOTAL above stays the goods' price, as the spec says it. */}
        {beforeShipping !== subtotalCents && (
          <>
            <dt>Total before shipping</dt>
            <dd aria-live="polite">{formatCents(beforeShipping)}</dd>
          </>
        )}
        <dt>{country ? `Shipping to ${countryName(country)}` : 'Shipping'}</dt>
        <dd aria-live="polite">{cost}</dd>
      </Sums>
      {short && (
        <p>
          Spend {formatCents(code.minSubtotalCents)} or more to use the code {code.code}.
        </p>
      )}
      {note && <p>{note}</p>}
      {exported && <p>{EXPORT_NO_VAT}</p>}
      <p>
        You choose the shipping rate and give your address on the payment page; the total there includes the shipping
        {SHOP_MONEY.taxMode === 'added' ? ' and the tax on it' : SHOP_MONEY.taxMode === 'included' && !exported ? ' and its VAT' : ''}.
      </p>
    </>
  )
}
