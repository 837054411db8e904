// The owner's promotion codes on the real route tree and the demo's mock backend: the demo's code listed with what it
// has done (a refund taken off its revenue), a code added and paused, and counted once an order that used it is
// paid; staff are told the page is the owners' and are offered no link to it.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { mockState } from '../../mocks/state'
import { readOrder, saveOrder } from '../support/demo-orders'
import { payPage, shirt, startCheckout } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const entry = (code: string) => screen.getByRole('heading', { level: 3, name: code }).closest('li')!
const term = (within_: HTMLElement, name: string) => within(within_).getByText(name).nextElementSibling

describe('/admin/promotions', () => {
  it('lists each code with its paid orders and revenue after the discount; the owner adds a code and pauses it', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2)], { promotionCode: 'WELCOME10' })
    expect((await payPage(sessionId, 'pay')).status).toBe(200)
    // One shirt of the two comes back: its $22.49 after the discount is taken off the code's revenue.
    const paid = readOrder(orderId)!
    await saveOrder({ ...paid, refunds: [{ id: 're_1', amountCents: 2249, at: new Date().toISOString() }] }, paid)
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user } = await renderApp('/admin')
    await user.click(await within(await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 })).findByRole('link', { name: 'Codes' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion codes' }, { timeout: 3000 })).toBeInTheDocument()
    const welcome = entry('WELCOME10')
    expect(term(welcome, 'State')).toHaveTextContent('Active')
    expect(term(welcome, 'Terms')).toHaveTextContent('10 % off; once per customer')
    expect(term(welcome, 'Paid orders')).toHaveTextContent(/^1$/)
    expect(term(welcome, 'Revenue')).toHaveTextContent('$22.49 after $5 off and $22.49 refunded')
    expect(within(welcome).queryByText('At Stripe')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Code'), 'spring5')
    await user.selectOptions(screen.getByLabelText('Discount'), 'An amount off (dollars)')
    await user.type(screen.getByLabelText('Amount off (dollars)'), '5')
    await user.type(screen.getByLabelText('Minimum order (dollars, optional)'), '50')
    await user.type(screen.getByLabelText('Last day'), '2099-06-30')
    await user.type(screen.getByLabelText('Most orders (optional)'), '100')
    await user.click(screen.getByRole('button', { name: 'Add the code' }))
    expect(await screen.findByText('The code SPRING5 was added.')).toBeInTheDocument()
    const spring = await screen.findByRole('heading', { level: 3, name: 'SPRING5' })
    expect(term(spring.closest('li')!, 'Terms')).toHaveTextContent('$5 off, on $50 or more; once per customer')
    expect(term(spring.closest('li')!, 'Paid orders')).toHaveTextContent('0 of 100')

    await user.click(within(spring.closest('li')!).getByRole('button', { name: 'Pause SPRING5' }))
    expect(await screen.findByText('The code SPRING5 is paused.')).toBeInTheDocument()
    expect(await within(entry('SPRING5')).findByRole('button', { name: 'Resume SPRING5' })).toBeInTheDocument()
    expect(term(entry('SPRING5'), 'State')).toHaveTextContent('Paused')
  })

  it('says which code Stripe’s copy does not follow yet, and says nothing of the codes it follows', async () => {
    const stored = mockState().documents['promotions/WELCOME10']!
    mockState().documents['promotions/WELCOME10'] = { ...stored, fields: { ...stored.fields, providerInStep: { booleanValue: false } } }
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await renderApp('/admin/promotions')
    const welcome = (await screen.findByRole('heading', { level: 3, name: 'WELCOME10' }, { timeout: 3000 })).closest('li')!
    expect(term(welcome, 'At Stripe')).toHaveTextContent(
      'Not changed yet: tried again every 15 minutes. Meanwhile checkouts take off the discount the shop decides.',
    )
    mockState().documents['promotions/WELCOME10'] = stored
  })

  it('tells staff the page is the owners’, and offers them no link to it', async () => {
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp('/admin/promotions')
    expect(await screen.findByText('This page is for the shop’s owners. As staff, you work on the orders:', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3, name: 'WELCOME10' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Codes' })).not.toBeInTheDocument()
  })
})
