// What the shopper is about to buy, as the order will charge it: each line with its variant, the subtotal, a
// promotion code's discount ('Discount (CODE) −$5'), the tax where the shop states it, and the shipping the payment
// page will offer for it to the country chosen (or, before one is, the least it costs).
import { formatCents, SHOP_MONEY, toCents } from '../../../lib/money'
import { goodsEstimate } from '../../../lib/orders/amount-to-pay'
import { cheapestStandardCents, SHIPPING_ZONES, shippingOptions, zoneOf } from '../../../lib/orders/shipping'
import { countryName, type ShippingCountry } from '../../../lib/orders/shipping-countries'
import { lineVariantLabel } from '../../cart/cart-line'
import { lineKey } from '../../../lib/catalog/variant'
import type { CartItem } from '../../cart/cart-reducer'
import type { AppliedCode } from '../api/check-promotion'
import { DiscountRow } from './discount-row'
import { LineList, Sums } from './order-styles'
import { TaxRows } from './tax-rows'

/** The shipping line and the sentence under it, for a country or none yet. */
function shippingEstimate(subtotalCents: number, country: ShippingCountry | null): { cost: string; note: string | null } {
  const zoneId = country && zoneOf(country)
  if (!country || !zoneId) {
    const cheapest = cheapestStandardCents(subtotalCents)
    return {
      cost: cheapest === 0 ? 'Free standard to some countries' : `From ${formatCents(cheapest)}`,
      note: 'Choose the country we deliver to, to see its shipping rates.',
    }
  }
  const [standard, express] = shippingOptions(zoneId, subtotalCents)
  const freeFrom = SHIPPING_ZONES[zoneId].freeStandardFromCents
  return {
    cost: `${standard!.cents === 0 ? 'Free standard' : `Standard ${formatCents(standard!.cents)}`}, express ${formatCents(express!.cents)}`,
    note: freeFrom !== null && subtotalCents < freeFrom ? `Standard shipping to ${countryName(country)} is free from ${formatCents(freeFrom)}.` : null,
  }
}

interface PurchaseSummaryProps {
  cartItems: readonly CartItem[]
  subtotalCents: number
  /** Where the parcel goes, as chosen so far. */
  country: ShippingCountry | null
  /** A promotion code applied: its discount on this subtotal, as the checkout will take it off. */
  code: AppliedCode | null
}

export function PurchaseSummary({ cartItems, subtotalCents, country, code }: PurchaseSummaryProps) {
  const { cost, note } = shippingEstimate(subtotalCents, country)
  const short = code !== null && subtotalCents < code.minSubtotalCents
  // The goods less the discount, and their tax where they go; the shipping's is added to it on the payment page.
  const goods = cartItems.map((line) => ({ unitCents: toCents(line.price), quantity: line.quantity }))
  const { discountCents, tax } = goodsEstimate(goods, code, SHOP_MONEY.taxMode, country)
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
        <dt>{country ? `Shipping to ${countryName(country)}` : 'Shipping'}</dt>
        <dd aria-live="polite">{cost}</dd>
      </Sums>
      {short && (
        <p>
          Spend {formatCents(code.minSubtotalCents)} or more to use the code {code.code}.
        </p>
      )}
      {note && <p>{note}</p>}
      <p>
        You choose the shipping rate and give your address on the payment page; the total there includes the shipping
        {SHOP_MONEY.taxMode === 'added' ? ' and the tax on it' : SHOP_MONEY.taxMode === 'included' ? ' and its VAT' : ''}.
      </p>
    </>
  )
}
