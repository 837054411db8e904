// What the tests of the shop's money read on a page, and where they start from: the amount beside a term of a list
// of sums, two Classic Crew Neck T-Shirts (size M, navy) in the device's cart, and the demo's payment page with a
// San Francisco address typed, all but its state.
import { screen } from '@testing-library/react'
import { vi } from 'vitest'
import { renderApp } from '../integration/harness'
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

/**
 * The demo's payment page of `sessionId`, the shop's leaving for it caught (`assign`), with Sam Ortiz's address in
 * San Francisco typed but for its state, which the test chooses (or leaves out).
 */
export async function payingToSanFrancisco(sessionId: string) {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
  const pay = await renderApp(`/demo-pay/${sessionId}`)
  await screen.findByRole('radiogroup', { name: 'Shipping method' })
  await pay.user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam Ortiz')
  await pay.user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Market Street')
  await pay.user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'San Francisco')
  await pay.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '94105')
  return { ...pay, assign }
}
