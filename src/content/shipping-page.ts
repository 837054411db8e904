// The shipping page, written from the shipping table the checkout charges and ships by (src/lib/orders/shipping.ts),
// so the page cannot promise a price, a threshold, a delivery time or a country the payment page does not offer. It
// is prerendered from the default table; the page writes it again from the owner's table when that differs.
import { formatCents } from '../lib/money.ts'
import { taxStatement } from '../lib/tax-statement.ts'
import { deliveryDays, SHIPPING_ZONE_IDS, SHIPPING_ZONES, type ShippingTable, type ShippingZoneId } from '../lib/orders/shipping.ts'
import { countryName } from '../lib/orders/shipping-countries.ts'
import type { InfoPageText } from './shop-info-schema'

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A zone's row: its name, then each service's cost and delivery time ('$4.95 (free from $100), 1–2 working days').
 * Three columns of words fit a 320 px screen without breaking one (WCAG 1.4.10); a row per service did not.
 */
function zoneRow(table: ShippingTable, id: ShippingZoneId): string[][] {
  const zone = table[id]
  if (zone.countries.length === 0) return []
  const free = zone.freeStandardFromCents === null ? '' : ` (free from ${formatCents(zone.freeStandardFromCents)})`
  return [
    [
      capitalised(zone.name),
      `${formatCents(zone.standard.cents)}${free}, ${deliveryDays(zone.standard, 'working days')}`,
      `${formatCents(zone.express.cents)}, ${deliveryDays(zone.express, 'working days')}`,
    ],
  ]
}

/** 'Other EU countries: Ireland, France, … and Poland.' for each zone of more than one country. */
const zoneMembers = (table: ShippingTable): string[] =>
  SHIPPING_ZONE_IDS.filter((id) => table[id].countries.length > 1).map((id) => {
    const names = table[id].countries.map(countryName)
    return `${capitalised(table[id].name)}: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`
  })

/** The page for a table: every zone that has countries, its rates, and the countries it ships to. */
export const shippingPageFor = (table: ShippingTable): InfoPageText => ({
  title: 'Shipping',
  description: 'Delivery times and costs for every country we ship to, and how to track your parcel.',
  intro: 'We pack every order in our Berlin workshop and hand it to the carrier within one working day.',
  sections: [
    {
      heading: 'Costs and delivery times',
      blocks: [
        {
          table: {
            caption: 'Shipping rates',
            columns: ['Destination', 'Standard', 'Express'],
            rows: SHIPPING_ZONE_IDS.flatMap((id) => zoneRow(table, id)),
          },
        },
        `The rates depend on the country your parcel goes to: you choose the country at the checkout, which shows its rates, and the rate when you pay. ${taxStatement()} Delivery times start when your order ships, and count Monday to Friday without public holidays.`,
      ],
    },
    {
      heading: 'Where we ship',
      blocks: [
        'We ship to these countries:',
        { list: SHIPPING_ZONE_IDS.flatMap((id) => table[id].countries).map(countryName) },
        ...zoneMembers(table),
        'We cannot ship to other countries yet: the checkout and the payment page offer only these.',
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
})

export const shippingPage: InfoPageText = shippingPageFor(SHIPPING_ZONES)
