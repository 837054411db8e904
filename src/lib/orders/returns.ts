// What a shopper who withdrew does with goods they have: where to send them and how. The order page and the
// acknowledgement mail give the same steps; the returns page (src/content/shop-info.ts) tells the whole policy.
import { shop } from '../../content/shop-details'
import { wasShipped, type Order } from './order'

/** Where goods come back to, one line per line of a parcel's label. */
const RETURN_ADDRESS: readonly string[] = [shop.company, shop.street, `${shop.postcode} ${shop.city}`, shop.country]

/** The steps, or none when the goods never left the shop (nothing to send back). */
export function returnSteps(order: Pick<Order, 'id' | 'shippedAt'>): string[] {
  if (!wasShipped(order)) return []
  return [
    `Pack the items, unworn and with their tags on, with a note of your order number, ${order.id}.`,
    `Send the parcel to ${RETURN_ADDRESS.join(', ')}. If you would rather have a prepaid return label, email ${shop.email} with your order number: our returns page says what it costs.`,
    'Keep the receipt of posting. We refund you as soon as the parcel is back with us, or once you have shown us that receipt.',
  ]
}
