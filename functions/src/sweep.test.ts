// The sweep of abandoned orders: pending orders past their hold end, and their stock goes back.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { checkout, deliver, deps, documentsIn, orderOf, server, setClock, shirt, startCheckout, stockLeft } from './test-harness'
import { sweepAbandonedOrders } from '../../src/lib/api/sweep'

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** What the sweep logged through console[method], one JSON entry a line. */
function logged(method: 'error' | 'warn') {
  // Cleared: an earlier test's spy on the same method may still hold its calls.
  const spy = vi.spyOn(console, method).mockImplementation(() => {})
  spy.mockClear()
  onTestFinished(() => spy.mockRestore())
  return () => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
}

describe('sweepAbandonedOrders', () => {
  it('expires at Stripe a session whose events never came, and gives its units back', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')])
    setClock(later(20))
    expect(await sweepAbandonedOrders(deps)).toBe(0)
    setClock(later(45))
    expect(await sweepAbandonedOrders(deps)).toBe(1)
    expect(stripeFake().sessions.get(sessionId)!.status).toBe('expired')
    expect(await orderOf(orderId)).toMatchObject({ status: 'expired' })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    expect(documentsIn('holds')).toEqual([])
  })

  it('ends an order whose session id was never saved, and leaves a paid order alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // The step after the reservation fails: the session id never reaches the order.
    server.use(
      http.post(/documents:commit$/, async ({ request }) => {
        const body = await request.clone().text()
        if (body.includes('"transaction"') || !body.includes('sessionId')) return undefined
        return HttpResponse.json({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'Denied' } }, { status: 403 })
      }),
    )
    expect(await checkout([shirt('M', 'navy', 2)])).toMatchObject({ status: 503 })
    server.resetHandlers()
    const paid = await startCheckout([shirt('M', 'navy')])
    await deliver(fakeEvent('checkout.session.completed', payFakeSession(paid.sessionId)))
    expect(stockLeft('2', 9, 'M/navy')).toBe(2)
    setClock(later(45))
    expect(await sweepAbandonedOrders(deps)).toBe(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(
      documentsIn('orders')
        .map((order) => order.status)
        .sort(),
    ).toEqual(['expired', 'paid'])
    expect(documentsIn('holds')).toEqual([])
  })

  it('releases every hold it can: a session Stripe no longer knows ends its order, and a failing one waits for the next run', async () => {
    const errors = logged('error')
    const warnings = logged('warn')
    const unknown = await startCheckout([shirt('XL', 'coral')])
    const failing = await startCheckout([shirt('M', 'navy')])
    const abandoned = await startCheckout([shirt('M', 'navy', 2)])
    // The keys were swapped for others: Stripe answers 404 resource_missing for the first session.
    stripeFake().sessions.delete(unknown.sessionId)
    server.use(
      http.get(`https://api.stripe.com/v1/checkout/sessions/${failing.sessionId}`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Down for a moment' } }, { status: 500 }),
      ),
    )
    expect(stockLeft('2', 9, 'M/navy')).toBe(2)
    setClock(later(45))

    expect(await sweepAbandonedOrders(deps)).toBe(2)
    expect(await orderOf(unknown.orderId)).toMatchObject({ status: 'expired' })
    expect(await orderOf(abandoned.orderId)).toMatchObject({ status: 'expired' })
    expect(await orderOf(failing.orderId)).toMatchObject({ status: 'pending' })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(documentsIn('holds')).toHaveLength(1)
    expect(warnings()).toEqual([
      expect.objectContaining({ severity: 'WARNING', orderId: unknown.orderId, reason: expect.stringContaining('No such checkout.session') }),
    ])
    expect(errors()).toEqual([
      expect.objectContaining({ severity: 'ERROR', orderId: failing.orderId, reason: 'Down for a moment' }),
      expect.objectContaining({ severity: 'ERROR', released: 2, failed: 1 }),
    ])

    server.resetHandlers()
    expect(await sweepAbandonedOrders(deps)).toBe(1)
    expect(await orderOf(failing.orderId)).toMatchObject({ status: 'expired' })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(documentsIn('holds')).toEqual([])
    expect(errors()).toHaveLength(2)
  })
})
