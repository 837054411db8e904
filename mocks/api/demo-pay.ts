// The demo's payment page talks to these: GET shows what is being paid, POST pays (with the shipping rate and
// address the shopper chose, checked as the provider's page checks them), cancels or lets the session expire, and
// answers where the provider would send the shopper next (the shop's success or cancel address). Paying or
// letting it expire tells the shop, as the provider's webhook would.
import { readOrder } from '../../src/lib/api/order-store'
import { apiError, json, type ApiResponse } from '../../src/lib/api/http'
import type { Deps } from '../../src/lib/api/ports'
import { bodyErrorStatus, readJsonBody } from '../../src/lib/orders/json-body'
import { newId } from '../../src/lib/orders/guest-token'
import type { Order } from '../../src/lib/orders/order'
import { offeredCountries } from '../../src/lib/orders/shipping'
import { parseShippingChoice } from '../../src/lib/orders/shipping-choice'
import { orderTax } from '../../src/lib/orders/tax'
import { SHOP_MONEY } from '../../src/lib/money'
import { mockState, persistMockState } from '../state'
import { deliverEvent } from './demo-payments'

const ACTIONS = ['pay', 'cancel', 'expire'] as const

const sessionNotFound = () => apiError(404, 'not-found', 'No such payment session.')

/**
 * The session and its order, which holds the shipping it offers (its zone and that zone's rates); the session of an
 * order made before shipping had zones reads as gone.
 */
async function sessionAndOrder(deps: Deps, sessionId: string) {
  const session = mockState().checkoutSessions[sessionId]
  const order = session && (await readOrder(deps.store, session.orderId))
  return session && order?.shipping ? { session, order: order as Order & { shipping: NonNullable<Order['shipping']> } } : null
}

export async function showSession(deps: Deps, sessionId: string): Promise<ApiResponse> {
  const found = await sessionAndOrder(deps, sessionId)
  if (!found) return sessionNotFound()
  const { session, order } = found
  const { id, status, expiresAt, customerEmail, amountSubtotal, discount, cancelUrl } = session
  // As the provider's page: the order's rates, and for the address only the countries of its zone.
  return json(200, {
    id,
    status,
    expiresAt,
    customerEmail,
    amountSubtotal,
    ...(discount ? { discount } : {}),
    cancelUrl,
    lines: order.lines,
    shippingZone: order.shipping.zone,
    shippingOptions: order.shipping.rates,
    countries: offeredCountries(order.shipping),
    // The address starts in the country named at the checkout (the provider's page does the same with the address
    // it is given), when that country is still among the zone's.
    ...(order.shipping.country && offeredCountries(order.shipping).includes(order.shipping.country) ? { country: order.shipping.country } : {}),
  })
}

export async function actOnSession(deps: Deps, sessionId: string, text: string): Promise<ApiResponse> {
  const read = readJsonBody(text, undefined, {})
  if (!read.ok) return apiError(bodyErrorStatus(read.error), read.error.code, read.error.message)
  const body = read.value as { action?: unknown } | null
  const action = ACTIONS.find((known) => known === body?.action)
  if (!action) return apiError(400, 'bad-action', `The action must be one of ${ACTIONS.join(', ')}.`)
  const found = await sessionAndOrder(deps, sessionId)
  if (!found) return sessionNotFound()
  const { session, order } = found
  if (session.status !== 'open')
    return apiError(409, 'session-closed', session.status === 'expired' ? 'This payment session has expired.' : 'This session is already paid.')
  if (action === 'pay') {
    const choice = parseShippingChoice(body, order.shipping)
    if (!choice.ok) return apiError(400, 'bad-shipping', choice.message, { fields: choice.fields })
    const tax = orderTax(SHOP_MONEY.taxMode, order.lines, choice.rate.cents, choice.address.country)
    session.shipping = { rateId: choice.rate.id, cents: choice.rate.cents, address: choice.address, tax }
    session.status = 'complete'
    session.paymentStatus = 'paid'
    session.paymentId = `pi_demo_${newId()}`
    persistMockState()
    await deliverEvent(deps, session, 'checkout.session.completed')
  } else if (action === 'expire') {
    session.status = 'expired'
    persistMockState()
    await deliverEvent(deps, session, 'checkout.session.expired')
  }
  return json(200, { redirect: action === 'pay' ? session.successUrl : session.cancelUrl })
}
