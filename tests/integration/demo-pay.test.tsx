// The demo's payment page: marked as a test, it shows what is paid and follows the shop's success or cancel
// address after each of its buttons, as the provider's page would.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('the demo payment page', () => {
  it('says it is a test, shows the lines and the amount, and Pay goes to the success address', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy', 2)])
    const assign = stubAssign()
    const { user } = await renderApp(`/demo-pay/${sessionId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeInTheDocument()
    expect(screen.getByText(/^This is a test payment page/)).toHaveTextContent('No card is asked for and no money moves.')
    const lines = await screen.findByRole('list', { name: 'What you are paying for' })
    expect(within(lines).getByRole('listitem')).toHaveTextContent(`2 × ${teeName}, Size M · Navy$49.98`)
    expect(screen.getByText('Amount to pay').nextElementSibling).toHaveTextContent('$54.93')

    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0]![0]).toContain(`/checkout/success?session_id=${sessionId}&order=${orderId}&token=`)
    expect(mockState().checkoutSessions[sessionId]!.status).toBe('complete')
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
})
