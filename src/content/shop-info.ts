// The shop's own texts: its name, address, email and opening hours (the footer of every page), and the
// information pages (shipping, returns, size guide, imprint, privacy, terms). Edit them here; the build checks
// them (./shop-info-schema.ts says what each field is) and stops with a message naming the field that is wrong.
// A paragraph is a string, a list is { list: [...] }, a table is { table: { caption, columns, rows } }.
//
// The company data are a demo's placeholders: replace them with your own before the shop goes live.
import type { ShopDetails, ShopInfo } from './shop-info-schema'

const shop: ShopDetails = {
  name: 'Crown Clothing',
  company: 'Crown Clothing Demo GmbH',
  street: 'Musterstraße 12',
  postcode: '10115',
  city: 'Berlin',
  country: 'Germany',
  email: 'hello@crown-clothing.example',
  phone: '+49 30 1234 5678',
  hours: [
    { days: 'Monday to Friday', time: '10:00–19:00' },
    { days: 'Saturday', time: '10:00–16:00' },
    { days: 'Sunday and public holidays', time: 'closed' },
  ],
}
// Written once here, used in the texts below.
const { company, email } = shop
const address = `${shop.street}, ${shop.postcode} ${shop.city}, ${shop.country}`
const manager = 'Alex Beispiel'

export const shopInfo: ShopInfo = {
  shop,
  pages: {
    '/shipping': {
      title: 'Shipping',
      description: 'Delivery times and costs for Germany and the rest of the EU, and how to track your parcel.',
      intro: 'We pack every order in our Berlin workshop and hand it to DHL within one working day.',
      sections: [
        {
          heading: 'Costs and delivery times',
          blocks: [
            {
              table: {
                caption: 'Shipping rates',
                columns: ['Destination', 'Cost', 'Delivery'],
                rows: [
                  ['Germany', '$4.95, free from $60', '1–3 working days'],
                  ['Germany, express', '$12.95', 'Next working day when ordered by 2 pm'],
                  ['Other EU countries', '$9.95, free from $120', '3–6 working days'],
                ],
              },
            },
            'Prices include VAT. Delivery times start when your order ships, and count Monday to Friday without public holidays.',
          ],
        },
        {
          heading: 'Where we ship',
          blocks: [
            'We deliver to every country of the European Union. We cannot ship outside the EU yet, nor to parcel lockers in countries other than Germany.',
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
    },
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
                `Email us at ${email} with your order number and the items you are sending back.`,
                'We reply with a prepaid return label within one working day.',
                'Pack the items, unworn and with their tags on, in the original box if you still have it.',
                'Hand the parcel to any DHL drop-off point and keep the receipt.',
              ],
            },
            'Returns from Germany are free. From other EU countries, the return label costs $6.95, which we take off your refund.',
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
    '/size-guide': {
      title: 'Size guide',
      description: 'Find your size: body measurements in centimetres for our tops, bottoms, shoes, gloves and socks.',
      intro: 'All measurements are of your body, not of the garment, in centimetres. Between two sizes? Take the larger one for a relaxed fit.',
      sections: [
        {
          heading: 'Tops',
          blocks: [
            {
              table: {
                caption: 'T-shirts, shirts, hoodies and jackets',
                columns: ['Size', 'Chest (cm)', 'Waist (cm)', 'Sleeve (cm)'],
                rows: [
                  ['XS', '84–88', '70–74', '60'],
                  ['S', '88–94', '74–80', '62'],
                  ['M', '94–100', '80–86', '64'],
                  ['L', '100–106', '86–92', '66'],
                  ['XL', '106–112', '92–98', '67'],
                ],
              },
            },
          ],
        },
        {
          heading: 'Bottoms',
          blocks: [
            {
              table: {
                caption: 'Jeans and trousers',
                columns: ['Size', 'Waist (cm)', 'Hip (cm)', 'Inside leg (cm)'],
                rows: [
                  ['XS', '70–74', '86–90', '79'],
                  ['S', '74–80', '90–96', '80'],
                  ['M', '80–86', '96–102', '81'],
                  ['L', '86–92', '102–108', '82'],
                  ['XL', '92–98', '108–114', '83'],
                ],
              },
            },
          ],
        },
        {
          heading: 'Shoes',
          blocks: [
            {
              table: {
                caption: 'Sneakers and boots',
                columns: ['EU', 'UK', 'US', 'Foot length (cm)'],
                rows: [
                  ['38', '5', '6', '24.0'],
                  ['39', '6', '7', '24.7'],
                  ['40', '6.5', '7.5', '25.3'],
                  ['41', '7', '8', '26.0'],
                  ['42', '8', '9', '26.7'],
                  ['43', '9', '10', '27.3'],
                  ['44', '9.5', '10.5', '28.0'],
                  ['45', '10.5', '11.5', '28.7'],
                  ['46', '11', '12', '29.3'],
                ],
              },
            },
            'Our hiking boots are cut for a thick sock: if you are between two sizes, take the larger one.',
          ],
        },
        {
          heading: 'Gloves and socks',
          blocks: [
            {
              table: {
                caption: 'Gloves by hand size, socks by shoe size',
                columns: ['Size', 'Gloves: hand (cm)', 'Socks: EU shoe size'],
                rows: [
                  ['S', '18–20', '36–39'],
                  ['M', '20–22', '40–43'],
                  ['L', '22–24', '44–47'],
                ],
              },
            },
          ],
        },
        {
          heading: 'How to measure',
          blocks: [
            {
              list: [
                'Chest: around the fullest part, under your arms, keeping the tape level.',
                'Waist: around your natural waistline, the narrowest part of your body.',
                'Hip: around the fullest part of your hips, feet together.',
                'Sleeve: from the middle of the back of your neck, over the shoulder, to the wrist.',
                'Inside leg: from the crotch to the floor, without shoes.',
                'Hand: around your palm, below the knuckles, without the thumb.',
                'Foot length: stand on paper, mark your heel and longest toe, and measure between the marks. Feet are largest in the evening.',
              ],
            },
          ],
        },
      ],
    },
    '/imprint': {
      title: 'Imprint',
      description: `Who runs ${shop.name}: company, address, register entry, VAT number and who is responsible for the content.`,
      intro: 'This is a demo shop: the company below does not exist, and its data are placeholders.',
      sections: [
        {
          heading: 'Provider',
          blocks: [company, address, `Managing director: ${manager}`],
        },
        {
          heading: 'Contact',
          blocks: [`Email: ${email}`, `Phone: ${shop.phone}`],
        },
        {
          heading: 'Register and VAT',
          blocks: ['Registered at the district court (Amtsgericht) Berlin-Charlottenburg, HRB 000000 B', 'VAT ID: DE000000000'],
        },
        {
          heading: 'Responsible for the content',
          blocks: [`${manager}, ${address}`],
        },
        {
          heading: 'Consumer dispute resolution',
          blocks: ['We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.'],
        },
      ],
    },
    '/privacy': {
      title: 'Privacy',
      description: `What personal data ${shop.name} keeps, why, for how long, who processes it for us, and your rights.`,
      intro: 'We keep as little about you as we can. This page says what we keep, why, and what you can ask of us.',
      sections: [
        {
          heading: 'Who is responsible',
          blocks: [`${company}, ${address}, ${email}.`],
        },
        {
          heading: 'What we keep and why',
          blocks: [
            {
              list: [
                'Your account: your name, email address and the date you signed up, so that you can sign in and we can greet you. We need them to fulfil our contract with you.',
                'Your orders: what you bought, your delivery address and how you paid, to deliver and to keep the records tax law requires.',
                'Messages you send us, to answer them.',
              ],
            },
          ],
        },
        {
          heading: 'What stays in your browser',
          blocks: [
            'Your cart is stored in your own browser, not with us, so that it is still there when you come back. When you sign in, your browser also keeps a note of the session. We use no advertising or tracking cookies and no analytics.',
          ],
        },
        {
          heading: 'Who processes data for us',
          blocks: [
            'Sign-in and the shop’s database run on Google Firebase (Google Ireland Limited), and the site is served by Firebase Hosting. Google processes the data only on our behalf, under a data processing agreement. Parcels are delivered by DHL, which receives your name and delivery address.',
          ],
        },
        {
          heading: 'How long we keep it',
          blocks: [
            'Your account until you delete it or ask us to. Order records for ten years, as German tax law requires. Messages for up to two years after the matter is settled.',
          ],
        },
        {
          heading: 'Your rights',
          blocks: [
            `You may ask us what we keep about you, have it corrected or deleted, limit how we use it, receive it in a common format, and object to its use. Write to ${email}. You may also complain to a data protection authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.`,
          ],
        },
      ],
    },
    '/terms': {
      title: 'Terms',
      description: `The terms of buying at ${shop.name}: orders, prices, payment, delivery, withdrawal, warranty and liability.`,
      intro: 'These terms apply to every order placed in this shop.',
      sections: [
        {
          heading: 'Who you buy from',
          blocks: [`Your contract is with ${company}, ${address} (see the imprint).`],
        },
        {
          heading: 'Your order',
          blocks: [
            'The products in the shop are an invitation to order. When you place an order, you make us an offer; we accept it with the email confirming that your order has shipped. Until then, you may change or cancel it by writing to us.',
          ],
        },
        {
          heading: 'Prices and payment',
          blocks: [
            'All prices include VAT. Shipping is added at checkout, as listed on the shipping page. You pay when you order; the goods remain ours until they are paid in full.',
          ],
        },
        {
          heading: 'Delivery',
          blocks: [
            'We deliver to the address you give us, within the times on the shipping page. If an item is sold out after all, we tell you at once and refund what you paid for it.',
          ],
        },
        {
          heading: 'Right of withdrawal',
          blocks: ['As a consumer you may withdraw from the contract within 14 days, without giving a reason. The returns page explains how.'],
        },
        {
          heading: 'Warranty',
          blocks: ['The statutory warranty applies: if an item is faulty, tell us within two years of delivery, and we repair or replace it, or refund you.'],
        },
        {
          heading: 'Liability',
          blocks: [
            'We are liable without limit for intent and gross negligence, and for harm to life, body or health. For slight negligence, only where an essential duty of the contract is breached, and then up to the damage typical of such a contract.',
          ],
        },
        {
          heading: 'Law',
          blocks: [
            'German law applies. If you are a consumer living in another EU country, the mandatory consumer protection rules of that country still protect you.',
          ],
        },
      ],
    },
  },
}
