// The owner's shipping rates on the real route tree and the demo's mock backend: the table in force in labelled
// fields, a bad amount named beside its field and nothing saved, a change saved and answered in a live region, and
// the next checkout priced from it; staff are told the page is the owners' and are offered no link to it.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { shirt, startCheckout } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const zone = (name: string) => screen.getByRole('group', { name })
const stored = () => mockState().documents['settings/shipping']

describe('/admin/shipping', () => {
  it('shows the table in force; refuses a bad amount beside its field; saves a change that the next checkout charges', async () => {
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user } = await renderApp('/admin')
    await user.click(await within(await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 })).findByRole('link', { name: 'Shipping' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping rates' }, { timeout: 3000 })).toBeInTheDocument()
    const eu = zone('Other EU countries')
    const price = within(eu).getByLabelText('Standard price (dollars)')
    expect(price).toHaveValue('4.95')
    expect(within(eu).getByLabelText('Standard free from (dollars)')).toHaveValue('100.00')
    expect(within(zone('The rest of the world')).getByLabelText('Standard free from (dollars)')).toHaveValue('')
    expect(within(zone('Where each country ships')).getByLabelText('Ireland')).toHaveValue('eu')

    await user.clear(price)
    await user.type(price, '6.5O')
    await user.click(screen.getByRole('button', { name: 'Save the shipping rates' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need a correction: see the message beside each.')
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveAccessibleDescription('Enter the price as an amount such as 4.95.')
    expect(stored()).toBeUndefined()

    await user.clear(price)
    await user.type(price, '6.50')
    await user.selectOptions(within(zone('Where each country ships')).getByLabelText('United Kingdom'), 'Other EU countries')
    await user.click(screen.getByRole('button', { name: 'Save the shipping rates' }))
    const saved = await screen.findByText('The shipping rates were saved. The next checkout uses them.')
    expect(saved).toHaveAttribute('role', 'status')
    // The button was disabled while saving, which took the focus from it: the outcome has it, not the page.
    await waitFor(() => expect(saved).toHaveFocus())
    expect(price).not.toHaveAttribute('aria-invalid')
    const zones = decodeFields(stored()!.fields).zones as { eu: { countries: string[]; standard: { cents: number } } }
    expect(zones.eu.standard.cents).toBe(650)
    expect(zones.eu.countries).toContain('GB')

    const { orderId } = await startCheckout([shirt('M', 'navy')], { country: 'GB' })
    await waitFor(() =>
      expect(decodeFields(mockState().documents[`orders/${orderId}`]!.fields)).toMatchObject({
        shipping: { zone: 'eu', rates: [{ cents: 650 }, { cents: 1495 }] },
      }),
    )
  })

  it('tells staff the page is the owners’, and offers them no link to it', async () => {
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp('/admin/shipping')
    expect(await screen.findByText('This page is for the shop’s owners. As staff, you work on the orders:', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save the shipping rates' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Shipping' })).not.toBeInTheDocument()
  })
})
