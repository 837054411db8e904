// The shop's own texts, in one object the build checks (./shop-info-schema.ts says what each field is; a problem
// stops the build with a message naming the field): the shop's details (./shop-details.ts: name, address, email,
// opening hours, for the footer of every page) and the information pages. Returns are here; shipping
// (./shipping-page.ts, from the checkout's rates), the size guide (./size-guide.ts), the legal pages
// (./legal-pages.ts: imprint, privacy, terms) and the accessibility statement (./accessibility-page.ts) each have a file.
// A paragraph is a string, a list is { list: [...] }, a table is { table: { caption, columns, rows } }.
import { accessibilityPage } from './accessibility-page.ts'
import { legalPages } from './legal-pages.ts'
import { shippingPage } from './shipping-page.ts'
import { email, RETURN_LABEL_CENTS, shop } from './shop-details.ts'
import { formatCents } from '../lib/money.ts'
import type { ShopInfo } from './shop-info-schema'
import { sizeGuide } from './size-guide.ts'

export const shopInfo: ShopInfo = {
  shop,
  pages: {
    '/shipping': shippingPage,
    '/returns': {
      title: 'Returns',
      description: 'Return anything within 14 days of delivery: how to send it back, exchanges, refunds and your right of withdrawal.',
      intro: 'Something does not fit or is not what you hoped for? Send it back within 14 days of delivery.',
      sections: [
        {
          heading: 'How to return an item',
          blocks: [
            {
              list: [
                `Email us at ${email} with your order number (on your order page and in your confirmation email, such as 7KQ2M9XH4D) and the items you are sending back.`,
                'We reply with a prepaid return label within one working day.',
                'Pack the items, unworn and with their tags on, in the original box if you still have it.',
                'Hand the parcel to any DHL drop-off point and keep the receipt.',
              ],
            },
            `Returns from Germany are free. From other EU countries, the return label costs ${formatCents(RETURN_LABEL_CENTS)}, which we take off your refund.`,
          ],
        },
        {
          heading: 'Exchanges',
          blocks: ['Need another size or colour? Say so in your email and we reserve it for you. We send it as soon as your return arrives, at no extra cost.'],
        },
        {
          heading: 'Refunds',
          blocks: [
            'We refund you within 14 days of receiving your withdrawal, to the payment method you used. We may wait until the items are back with us, or until you have shown us that you sent them.',
          ],
        },
        {
          heading: 'Your right of withdrawal',
          blocks: [
            'As a consumer in the EU you may withdraw from your purchase within 14 days without giving any reason. The period starts on the day you, or someone you name, receive the goods; for an order delivered in several parcels, the day the last one arrives.',
            `To withdraw, tell us clearly, for example by email to ${email} or by letter to the address in our imprint. Sending the notice before the 14 days are over is enough.`,
            'You pay only for any loss in value that comes from handling the goods more than needed to check them, as you would in a shop.',
          ],
        },
        {
          heading: 'What cannot be returned',
          blocks: ['Socks whose seal has been opened, for reasons of hygiene. Everything else can come back.'],
        },
      ],
    },
    '/size-guide': sizeGuide,
    ...legalPages,
    '/accessibility': accessibilityPage,
  },
}
