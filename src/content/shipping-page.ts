// The shipping page, written from the rates and countries the checkout charges and ships to (src/lib/orders), so
// the page cannot promise a price, a threshold, a delivery time or a country the payment page does not offer.
import { formatCents } from '../lib/money.ts'
import { FREE_SHIPPING_FROM_CENTS, shippingOptions } from '../lib/orders/shipping.ts'
import { countryName, SHIPPING_COUNTRIES } from '../lib/orders/shipping-countries.ts'
import type { InfoPageText } from './shop-info-schema'

const freeFrom = shippingOptions(FREE_SHIPPING_FROM_CENTS)

/** 'Standard' → '$4.95, free from $100'; 'Express' → '$14.95'. */
const rateRows = (): string[][] =>
  shippingOptions(0).map((rate, index) => [
    rate.label,
    freeFrom[index]!.cents === 0 ? `${formatCents(rate.cents)}, free from ${formatCents(FREE_SHIPPING_FROM_CENTS)}` : formatCents(rate.cents),
    `${rate.minDays}–${rate.maxDays} working days`,
  ])

export const shippingPage: InfoPageText = {
  title: 'Shipping',
  description: 'Delivery times and costs for every country we ship to, and how to track your parcel.',
  intro: 'We pack every order in our Berlin workshop and hand it to the carrier within one working day.',
  sections: [
    {
      heading: 'Costs and delivery times',
      blocks: [
        { table: { caption: 'Shipping rates', columns: ['Shipping', 'Cost', 'Delivery'], rows: rateRows() } },
        'The same rates apply to every country we ship to; you choose one when you pay. Prices include VAT. Delivery times start when your order ships, and count Monday to Friday without public holidays.',
      ],
    },
    {
      heading: 'Where we ship',
      blocks: [
        'We ship to these countries:',
        { list: SHIPPING_COUNTRIES.map(countryName) },
        'We cannot ship to other countries yet: the payment page offers only these for your address.',
      ],
    },
    {
      heading: 'Tracking your parcel',
      blocks: [
        'When your parcel leaves us, you get an email with its tracking link. If it has not arrived after the longest delivery time above, write to us and we will find it.',
      ],
    },
    {
      heading: 'Packaging',
      blocks: ['We ship in recycled cardboard, without plastic fillers. The box has a second adhesive strip, so you can use it again for a return.'],
    },
  ],
}
