// The sweep of abandoned orders: pending orders past their hold end, and their stock goes back.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { checkout, deliver, deps, documentsIn, orderOf, server, setClock, shirt, startCheckout, stockLeft } from './test-harness'
import { sweepAbandonedOrders } from './sweep'

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

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
})
