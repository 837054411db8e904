// The legal pages: the imprint, the privacy notice and the terms of sale. They quote the company's details from
// ./shop-details.ts; replace those, and have these texts checked, before the shop goes live.
import { taxStatement } from '../lib/tax-statement.ts'
import { address, company, email, manager, shop } from './shop-details.ts'
import type { InfoPageText } from './shop-info-schema'

export const legalPages: Record<'/imprint' | '/privacy' | '/terms', InfoPageText> = {
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
          `${taxStatement()} Shipping is added at checkout, as listed on the shipping page. You pay when you order; the goods remain ours until they are paid in full.`,
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
}
