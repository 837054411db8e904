// What the shopper is about to buy, as the order will charge it: each line with its variant, the subtotal and
// the shipping the payment page will offer for it.
import { formatCents, toCents } from '../../../lib/money'
import { FREE_SHIPPING_FROM_CENTS, shippingOptions } from '../../../lib/orders/shipping'
import { lineVariantLabel } from '../../cart/cart-line'
import { lineKey } from '../../../lib/catalog/variant'
import type { CartItem } from '../../cart/cart-reducer'
import { LineList, Sums } from './order-styles'

export function PurchaseSummary({ cartItems, subtotalCents }: { cartItems: readonly CartItem[]; subtotalCents: number }) {
  const [standard, express] = shippingOptions(subtotalCents)
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
        <dt>Shipping</dt>
        <dd>
          {standard!.cents === 0 ? 'Free standard' : `Standard ${formatCents(standard!.cents)}`}, express {formatCents(express!.cents)}
        </dd>
      </Sums>
      {subtotalCents < FREE_SHIPPING_FROM_CENTS && <p>Standard shipping is free from {formatCents(FREE_SHIPPING_FROM_CENTS)}.</p>}
      <p>You choose the shipping and give your address on the payment page; the total there includes the shipping.</p>
    </>
  )
}
