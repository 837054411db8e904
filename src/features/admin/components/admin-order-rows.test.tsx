import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paidOrder } from '../../../../tests/support/order-fixture'
import type { AdminOrder } from '../admin-order'
import { AdminOrderRows } from './admin-order-rows'

const address = { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }
const rates = [
  { id: 'standard' as const, label: 'Standard', cents: 495, minDays: 3, maxDays: 5 },
  { id: 'express' as const, label: 'Express', cents: 1495, minDays: 1, maxDays: 2 },
]

/** The rows in a router of their own: each order's number is a link to its page. */
async function renderRows(props: Parameters<typeof AdminOrderRows>[0]) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AdminOrderRows {...props} /> }),
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  })
  render(<RouterProvider router={router} />)
  return screen.findByRole('list', { name: props.label })
}

// The moment in the shop's time zone, named, whatever the time zone of the owner's device (or of this machine).
const placed = '1 November 2026 at 10:50 CET'

const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent)

describe('AdminOrderRows', () => {
  it('draws one row an order: its number, a link to its page, then the facts the list asks for, in that order', async () => {
    const orders: AdminOrder[] = [
      paidOrder({ id: 'SH-2', shippingAddress: address, shipping: { zone: 'eu', rates, rateId: 'express' } }),
      paidOrder({ id: 'SH-1', email: 'bo@example.com' }),
    ]
    const list = await renderRows({ label: 'Orders', orders, facts: ['date', 'customer', 'total', 'status', 'express'] })
    expect(within(list).getByRole('link', { name: 'Order SH-2' })).toHaveAttribute('href', '/admin/orders/SH-2')
    expect(within(list).getByRole('link', { name: 'Order SH-1' })).toHaveAttribute('href', '/admin/orders/SH-1')
    expect(rowTexts(list)).toEqual([`Order SH-2${placed}Ann Lee, guest@example.com$54.93PaidExpress`, `Order SH-1${placed}bo@example.com$54.93Paid`])
    expect(list.querySelector('time')).toHaveAttribute('dateTime', '2026-11-01T09:50:00.000Z')
  })

  it('says why an order needs attention where the list asks, and its status when nothing does', async () => {
    const failed = paidOrder({
      id: 'SH-3',
      status: 'refunded',
      refundFailure: { refundId: 're_1', amountCents: 100, at: '2026-11-02T10:00:00.000Z', reason: null },
    })
    const list = await renderRows({ label: 'Orders that need attention', orders: [failed, paidOrder({ id: 'SH-4' })], facts: ['attention', 'email', 'total'] })
    expect(rowTexts(list)).toEqual(['Order SH-3Refund failed: refund againguest@example.com$54.93', 'Order SH-4Paidguest@example.com$54.93'])
  })

  it('shows a refund that failed as such in the status, never as refunded', async () => {
    const failed = paidOrder({
      id: 'SH-5',
      status: 'refunded',
      refundFailure: { refundId: 're_1', amountCents: 100, at: '2026-11-02T10:00:00.000Z', reason: null },
    })
    const list = await renderRows({ label: 'Their orders', orders: [failed], facts: ['date', 'total', 'status'] })
    expect(rowTexts(list)).toEqual([`Order SH-5${placed}$54.93Refund failed: being seen to`])
  })
})
