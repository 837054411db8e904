// The checkout's shipping estimate: the rates of the country the shopper's browser suggests, or, with none, the
// least shipping costs anywhere; it follows the country chosen, and the order is made for that country's zone.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { SHIPPING_ZONES } from '../../src/lib/orders/shipping'
import { storedZones } from '../../src/lib/orders/shipping-table'
import { storeShippingTable } from '../support/mock-state'
import { demoCollection } from '../support/demo-catalog'
import { renderApp } from './harness'

const tee = demoCollection('Apparel').items.find((item) => item.id === 9)!
const storeCart = (quantity: number) =>
  localStorage.setItem(
    'root',
    JSON.stringify({
      cartItems: [{ id: 9, name: tee.name, imageUrl: tee.imageUrl, price: tee.price, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, quantity }],
    }),
  )
const preferLanguages = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
/** The order summary's shipping term ('Shipping', 'Shipping to Germany') and its value. */
const shippingTerm = () => [...document.querySelectorAll('dt')].find((term) => term.textContent?.startsWith('Shipping'))
const shippingLine = () => shippingTerm()?.nextElementSibling

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the shipping estimate at the checkout', () => {
  it('shows the rates of the country the browser suggests, and follows the country the shopper chooses', async () => {
    preferLanguages('de-DE', 'en')
    storeCart(1)
    const { user } = await renderApp('/checkout')
    const country = screen.getByLabelText('Country we deliver to')
    expect(country).toHaveValue('DE')
    expect(country).toBeRequired()
    expect(shippingTerm()).toHaveTextContent('Shipping to Germany')
    expect(shippingLine()).toHaveTextContent('Standard $4.95, express $9.95')
    expect(screen.getByText('Standard shipping to Germany is free from $100: add $75.01 more.')).toBeInTheDocument()

    await user.selectOptions(country, 'United States')
    expect(shippingTerm()).toHaveTextContent('Shipping to United States')
    expect(shippingLine()).toHaveTextContent('Standard $14.95, express $29.95')
    // The rest of the world has no free threshold: nothing promises one.
    expect(screen.queryByText(/is free from/)).not.toBeInTheDocument()

    await user.selectOptions(country, 'Choose a country')
    expect(shippingTerm()).toHaveTextContent(/^Shipping$/)
    expect(shippingLine()).toHaveTextContent('From $4.95')
    expect(screen.getByText('Choose the country we deliver to, to see its shipping rates.')).toBeInTheDocument()
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $24.99')
  })

  it('says what shipping costs at least while no country is known, and orders for the zone of the one chosen', async () => {
    preferLanguages('ja-JP', 'ja')
    storeCart(1)
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
    const { user } = await renderApp('/checkout')
    expect(screen.getByLabelText('Country we deliver to')).toHaveValue('')
    expect(shippingLine()).toHaveTextContent('From $4.95')

    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Canada')
    expect(shippingLine()).toHaveTextContent('Standard $14.95, express $29.95')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const [order] = Object.values(mockState().documents).filter((document) => 'shipping' in (document.fields ?? {}))
    expect(order?.fields.shipping).toMatchObject({ mapValue: { fields: { zone: { stringValue: 'world' } } } })
  })

  it('says standard is free somewhere when the cart is over a free threshold and no country is known', async () => {
    preferLanguages('en')
    storeCart(5)
    await renderApp('/checkout')
    expect(shippingLine()).toHaveTextContent('Free standard to some countries')
  })

  it('follows the owner’s table, and the free threshold the goods after the code’s discount; the order agrees', async () => {
    const zones = storedZones(SHIPPING_ZONES)
    zones.domestic = { ...zones.domestic, standard: { cents: 3_90, minDays: 1, maxDays: 2 }, freeStandardFromCents: 70_00 }
    zones.eu = { ...zones.eu, countries: zones.eu.countries.filter((country) => country !== 'FR') }
    storeShippingTable(zones)
    preferLanguages('de-DE')
    storeCart(3)
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
    const { user } = await renderApp('/checkout')
    // $74.97 of goods: free from $70.
    await waitFor(() => expect(shippingLine()).toHaveTextContent('Free standard, express $9.95'))
    expect(screen.queryByRole('option', { name: 'France' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Promotion code'), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('Code WELCOME10 applied: 10 % off.')
    // $74.97 less $7.50 is $67.47: short of the threshold, whatever the goods cost before the code.
    expect(shippingLine()).toHaveTextContent('Standard $3.90, express $9.95')
    expect(screen.getByText('Standard shipping to Germany is free from $70 after the discount: add $2.53 more.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const order = Object.entries(mockState().documents).find(([path]) => path.startsWith('orders/'))![1]
    expect(decodeFields(order.fields)).toMatchObject({
      discountCents: 750,
      shipping: { zone: 'domestic', rates: [{ label: 'Standard', cents: 390 }, { cents: 995 }] },
    })
  })
})
