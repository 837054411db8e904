// The demo's payment page talks to these: GET shows what is being paid, POST pays (with the shipping rate and
// address the shopper chose, checked as the provider's page checks them), cancels or lets the session expire, and
// answers where the provider would send the shopper next (the shop's success or cancel address).
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { shippingOptions } from '../../src/lib/orders/shipping'
import { parseShippingChoice } from '../../src/lib/orders/shipping-choice'
import { mockState, persistMockState } from '../state'
import { apiError, jsonBodyOf } from './responses'
import { deliverEvent, expireDueSessions } from './sessions'
import { readOrder } from './store'

const ACTIONS = ['pay', 'cancel', 'expire'] as const

const sessionNotFound = () => apiError(404, 'not-found', 'No such payment session.')

export const showSession: HttpResponseResolver<{ sessionId: string }> = ({ params }) => {
  expireDueSessions()
  const session = mockState().checkoutSessions[params.sessionId]
  const order = session && readOrder(session.orderId)
  if (!session || !order) return sessionNotFound()
  const { id, status, expiresAt, customerEmail, amountSubtotal, cancelUrl } = session
  return HttpResponse.json({
    id,
    status,
    expiresAt,
    customerEmail,
    amountSubtotal,
    cancelUrl,
    lines: order.lines,
    shippingOptions: shippingOptions(amountSubtotal),
  })
}

export const actOnSession: HttpResponseResolver<{ sessionId: string }> = async ({ request, params }) => {
  const read = await jsonBodyOf(request)
  if (read instanceof Response) return read
  const body = read.value as { action?: unknown } | null
  const action = ACTIONS.find((known) => known === body?.action)
  if (!action) return apiError(400, 'bad-action', `The action must be one of ${ACTIONS.join(', ')}.`)
  expireDueSessions()
  const session = mockState().checkoutSessions[params.sessionId]
  if (!session) return sessionNotFound()
  if (session.status !== 'open')
    return apiError(409, 'session-closed', session.status === 'expired' ? 'This payment session has expired.' : 'This session is already paid.')
  if (action === 'pay') {
    const choice = parseShippingChoice(body, session.amountSubtotal)
    if (!choice.ok) return apiError(400, 'bad-shipping', choice.message, { fields: choice.fields })
    session.shipping = { rateId: choice.rate.id, cents: choice.rate.cents, address: choice.address }
    session.status = 'complete'
    session.paymentStatus = 'paid'
  } else if (action === 'expire') session.status = 'expired'
  if (action !== 'cancel') deliverEvent(session)
  persistMockState()
  return HttpResponse.json({ redirect: action === 'pay' ? session.successUrl : session.cancelUrl })
}
