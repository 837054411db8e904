// The demo's payment page: marked as a test, it shows what is paid, asks for the shipping rate and address as the
// provider's page does, and follows the shop's success or cancel address after each of its buttons.
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOrder } from '../support/demo-orders'
import { mockState } from '../../mocks/state'
import { demoCollection } from '../support/demo-catalog'
import { shirt, startCheckout, stockLeft } from '../support/shop-api'
import { renderApp } from './harness'

const teeName = demoCollection('Apparel').items.find((item) => item.id === 9)!.name

function stubAssign() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
  return assign
}

afterEach(() => vi.unstubAllGlobals())

const amountToPay = () => screen.getByText('Amount to pay').nextElementSibling

async function fillAddress(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ann Lee')
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '5 Quay Street')
  await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Galway')
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'H91 X2Y3')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Ireland')
}

describe('the demo payment page', () => {
  it('says it is a test, shows the lines, offers the rates, and Pay sends the chosen rate and address to the success address', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2)])
    const assign = stubAssign()
    const { user } = await renderApp(`/demo-pay/${sessionId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeInTheDocument()
    expect(screen.getByText(/^This is a test payment page/)).toHaveTextContent('No card is asked for and no money moves.')
    const lines = await screen.findByRole('list', { name: 'What you are paying for' })
    expect(within(lines).getByRole('listitem')).toHaveTextContent(`2 × ${teeName}, Size M · Navy$49.98`)
    const rates = screen.getByRole('radiogroup', { name: 'Shipping method' })
    expect(
      within(rates)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Standard$4.953–5 business days', 'Express$14.951–2 business days'])
    expect(within(rates).getByRole('radio', { name: /^Standard/ })).toBeChecked()
    expect(amountToPay()).toHaveTextContent('$54.93')

    // By keyboard, as on the provider's page: the arrow key moves the choice within the group.
    within(rates)
      .getByRole('radio', { name: /^Standard/ })
      .focus()
    await user.keyboard('{ArrowDown}')
    expect(within(rates).getByRole('radio', { name: /^Express/ })).toBeChecked()
    expect(screen.getByText('Shipping (Express)').nextElementSibling).toHaveTextContent('$14.95')
    expect(amountToPay()).toHaveTextContent('$64.93')
    await fillAddress(user)
    await user.type(screen.getByRole('textbox', { name: 'Address line 2 (optional)' }), 'Flat 2')

    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0]![0]).toContain(`/checkout/success?session_id=${sessionId}&order=${orderId}&token=`)
    expect(mockState().checkoutSessions[sessionId]!.status).toBe('complete')
    expect(readOrder(orderId)).toMatchObject({
      status: 'paid',
      shippingCents: 1495,
      totalCents: 6493,
      shippingAddress: { name: 'Ann Lee', line1: '5 Quay Street', line2: 'Flat 2', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' },
    })
  })

  it('offers the rates of the zone of the country chosen at the checkout, and an address in that zone only', async () => {
    const world = await startCheckout([shirt('M', 'navy')], { country: 'US' })
    stubAssign()
    const { unmount } = await renderApp(`/demo-pay/${world.sessionId}`)
    const rates = await screen.findByRole('radiogroup', { name: 'Shipping method' })
    expect(
      within(rates)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Standard$14.955–10 business days', 'Express$29.952–4 business days'])
    const countries = screen.getByRole('combobox', { name: 'Country' })
    expect(
      within(countries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a country', 'Canada', 'United Kingdom', 'United States'])
    // The address starts in the country named at the checkout, which the shopper may still change within the zone.
    expect(countries).toHaveValue('US')
    expect(screen.getByText(/^These shipping rates are for the rest of the world/)).toHaveTextContent(
      'To send the parcel elsewhere, cancel and choose the country at the checkout.',
    )
    unmount()

    const domestic = await startCheckout([shirt('S', 'navy')], { country: 'DE' })
    await renderApp(`/demo-pay/${domestic.sessionId}`)
    const domesticRates = await screen.findByRole('radiogroup', { name: 'Shipping method' })
    expect(
      within(domesticRates)
        .getByRole('radio', { name: /^Express/ })
        .closest('label'),
    ).toHaveTextContent('Express$9.951 business day')
    // The shop's own country is the zone's only one: chosen already.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE')
    expect(amountToPay()).toHaveTextContent('$29.94')
  })

  it('Pay with fields missing marks each one, says why beside it, moves focus to the first, and pays nothing', async () => {
    const { sessionId } = await startCheckout([shirt('M', 'navy')])
    const assign = stubAssign()
    const { user } = await renderApp(`/demo-pay/${sessionId}`)
    await user.type(await screen.findByRole('textbox', { name: 'Address line 1' }), '5 Quay Street')
    // The country named at the checkout is chosen already: the shopper takes it away.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('IE')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Choose a country')
    await user.click(screen.getByRole('button', { name: 'Pay' }))

    const name = screen.getByRole('textbox', { name: 'Full name' })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toBeInvalid()
    expect(name).toHaveAccessibleDescription('Enter the name of the person the parcel is for.')
    expect(name).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toBeValid()
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).not.toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveAccessibleDescription('Enter the town or city.')
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('Enter the postal code.')
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country we ship to.')
    expect(mockState().checkoutSessions[sessionId]!.status).toBe('open')

    // Put right, the errors go and the payment goes through.
    await user.type(name, 'Ann Lee')
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Galway')
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'H91 X2Y3')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Ireland')
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeValid()
  })

  it('Cancel and Let the session expire go back to the checkout; an expired session gives the units back', async () => {
    const cancelled = await startCheckout([shirt('M', 'navy')])
    const assign = stubAssign()
    const { user, unmount } = await renderApp(`/demo-pay/${cancelled.sessionId}`)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\?cancelled=1&order=/)))
    unmount()

    const expired = await startCheckout([shirt('M', 'navy')])
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
    const second = await renderApp(`/demo-pay/${expired.sessionId}`)
    await second.user.click(await screen.findByRole('button', { name: 'Let the session expire' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2))
    expect(assign.mock.calls[1]![0]).toMatch(/\/checkout\?cancelled=1&order=/)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
  })

  it('shows a promotion code’s discount, and takes it off the amount to pay', async () => {
    const { sessionId } = await startCheckout([shirt('M', 'navy', 2)], { promotionCode: 'WELCOME10' })
    await renderApp(`/demo-pay/${sessionId}`)
    const discount = await screen.findByText('Discount (WELCOME10)')
    expect(discount.nextElementSibling).toHaveTextContent('−$5')
    expect(amountToPay()).toHaveTextContent('$49.93')
  })
})
