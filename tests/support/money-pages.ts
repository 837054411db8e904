// What the tests of the shop's money read on a page, and the cart they start from: the amount beside a term of a
// list of sums, and two Classic Crew Neck T-Shirts (size M, navy) in the device's cart.
import { screen } from '@testing-library/react'
import { demoCollection } from './demo-catalog'

const tee = demoCollection('Apparel').items.find((item) => item.id === 9)!

/** The amount a list of sums states beside `term`. */
export const termValue = (term: string | RegExp) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

/** Two T-shirts at `price` in the device's cart, as the shop stores it. */
export const storeTwoTees = (price = 24.99) =>
  localStorage.setItem(
    'root',
    JSON.stringify({
      cartItems: [{ id: 9, name: tee.name, imageUrl: tee.imageUrl, price, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, quantity: 2 }],
    }),
  )
