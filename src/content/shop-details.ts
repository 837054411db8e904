// The shop's own details: its name, company, address, email, phone and opening hours (the footer of every page),
// and what the information pages quote of them. The company data are a demo's placeholders: replace them with your
// own before the shop goes live.
import { SHOP_COUNTRY } from '../lib/orders/shipping-countries.ts'
import type { ShopDetails } from './shop-info-schema'

export const shop: ShopDetails = {
  name: 'Crown Clothing',
  company: 'Crown Clothing Demo GmbH',
  vatId: 'DE123456789',
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
// Written once here, used in the pages' texts.
export const { company, email } = shop
export const address = `${shop.street}, ${shop.postcode} ${shop.city}, ${shop.country}`
export const manager = 'Alex Beispiel'

/** What the prepaid return label costs a shopper outside Germany, in cents of the shop's currency: taken off their refund. */
export const RETURN_LABEL_CENTS = 695
/** The country (ISO code) returns come from free of charge: the shop's own. */
export const FREE_RETURNS_COUNTRY = SHOP_COUNTRY
