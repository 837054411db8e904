// A fake of exactly the Stripe API calls the shop's functions make: create, retrieve and expire a Checkout
// Session (with a coupon or a promotion code off it), create a refund, and the coupons and promotion codes
// (promotion-codes.ts). The real `stripe` SDK talks to it (MSW catches node:https). Like Stripe, a POST
// repeated with the same Idempotency-Key gets the first answer again, and the same key with other parameters is
// refused.
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { parseForm, type FormObject } from './form'
import { createCoupon, createPromotionCode, sessionDiscount, updatePromotionCode } from './promotion-codes'
import { expiredSession, fakeId, stripeFake, type FakeSession } from './state'

// Any host: https://api.stripe.com in Node tests, or this fake served over HTTP to the Functions emulator.
const API = '*/v1'

const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } })
/** Stripe's answer for an id it does not know, with the code callers tell it apart by. */
const missing = (message: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } })

type Answer = { status: number; body: unknown }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const int = (value: unknown): number => Number.parseInt(text(value), 10)
const list = (value: unknown): FormObject[] => (Array.isArray(value) ? (value as FormObject[]) : [])

/** after_expiration.recovery as asked; its url comes when the session expires. */
function recoveryOf(asked: FormObject | undefined): FakeSession['after_expiration'] {
  const recovery = asked?.recovery as FormObject | undefined
  if (!recovery) return null
  return { recovery: { enabled: recovery.enabled === 'true', allow_promotion_codes: recovery.allow_promotion_codes === 'true', url: null, expires_at: null } }
}

function createSession(form: FormObject): Answer {
  if (form.mode !== 'payment') return stripeError(400, 'The fake knows mode=payment only.')
  const lines = list(form.line_items).map((line) => {
    const price = line.price_data as FormObject
    return {
      quantity: int(line.quantity),
      unit_amount: int(price.unit_amount),
      name: text((price.product_data as FormObject).name),
      ...(price.tax_behavior ? { tax_behavior: text(price.tax_behavior) } : {}),
    }
  })
  if (lines.length === 0 || lines.some((line) => !(line.quantity > 0) || !(line.unit_amount >= 0) || !line.name)) return stripeError(400, 'Invalid line_items.')
  const expiresAt = int(form.expires_at)
  const now = Math.floor(Date.now() / 1000)
  if (!(expiresAt >= now + 30 * 60 && expiresAt <= now + 24 * 3600))
    return stripeError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.')
  const id = fakeId('cs')
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unit_amount, 0)
  const discounted = sessionDiscount(list(form.discounts)[0], lines, subtotal)
  if ('status' in discounted) return discounted
  const discount = discounted.amount
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    mode: 'payment',
    client_reference_id: text(form.client_reference_id) || null,
    customer_email: text(form.customer_email) || null,
    expires_at: expiresAt,
    success_url: text(form.success_url),
    cancel_url: text(form.cancel_url),
    currency: text((list(form.line_items)[0]?.price_data as FormObject).currency),
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    metadata: (form.metadata as FormObject | undefined) ?? {},
    payment_intent: null,
    shipping_cost: null,
    collected_information: null,
    line_items: lines,
    // Stripe Tax, which the fake does not compute: what the session was asked for, and no tax on top.
    automatic_tax: { enabled: (form.automatic_tax as FormObject | undefined)?.enabled === 'true' },
    invoice_creation: { enabled: (form.invoice_creation as FormObject | undefined)?.enabled === 'true' },
    // A coupon's discount off the line items; Stripe Tax's, which the fake does not compute, is none.
    total_details: { amount_discount: discount, amount_tax: 0 },
    allowed_countries: (list((form.shipping_address_collection as FormObject | undefined)?.allowed_countries) as unknown[]).map(text),
    shipping_options: list(form.shipping_options).map((option) => {
      const rate = option.shipping_rate_data as FormObject
      return {
        amount: int((rate.fixed_amount as FormObject).amount),
        display_name: text(rate.display_name),
        ...(rate.tax_behavior ? { tax_behavior: text(rate.tax_behavior) } : {}),
      }
    }),
    created: now,
    consent_collection: form.consent_collection ? { promotions: text((form.consent_collection as FormObject).promotions) || null } : null,
    consent: null,
    after_expiration: recoveryOf(form.after_expiration as FormObject | undefined),
    recovered_from: null,
    discounts: discounted.discounts,
  }
  stripeFake().sessions.set(id, session)
  return { status: 200, body: session }
}

function expireSession(id: string): Answer {
  const session = stripeFake().sessions.get(id)
  if (!session) return missing(`No such checkout.session: '${id}'`)
  if (session.status !== 'open')
    return stripeError(400, `Only Checkout Sessions with a status of "open" can be expired. This session has a status of "${session.status}".`)
  return { status: 200, body: expiredSession(session) }
}

function createRefund(form: FormObject): Answer {
  const paymentIntent = text(form.payment_intent)
  const session = [...stripeFake().sessions.values()].find((entry) => entry.payment_intent === paymentIntent)
  if (!session) return missing(`No such payment_intent: '${paymentIntent}'`)
  const refunded = stripeFake()
    .refunds.filter((entry) => entry.payment_intent === paymentIntent && entry.status === 'succeeded')
    .reduce((sum, entry) => sum + entry.amount, 0)
  const left = session.amount_total - refunded
  const amount = form.amount === undefined ? left : int(form.amount)
  if (!(amount > 0)) return stripeError(400, 'Invalid positive integer: amount')
  // Stripe's codes: nothing left at all, or less than asked for.
  if (left === 0)
    return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } }
  if (amount > left) {
    const message = `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`
    return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message } } }
  }
  const refund = {
    id: fakeId('re'),
    object: 'refund' as const,
    payment_intent: paymentIntent,
    amount,
    status: 'succeeded' as const,
    created: Math.floor(Date.now() / 1000),
  }
  stripeFake().refunds.push(refund)
  return { status: 200, body: refund }
}

const authorised = (request: Request) => /^Bearer sk_test_\w+$/.test(request.headers.get('authorization') ?? '')

/** A POST: answered once per idempotency key; a replay with the same parameters gets the same answer. */
function post(run: (form: FormObject, params: Record<string, string>) => Answer): HttpResponseResolver<Record<string, string>> {
  return async ({ request, params }) => {
    if (!authorised(request)) return HttpResponse.json(stripeError(401, 'Invalid API Key provided.').body, { status: 401 })
    const body = await request.text()
    const fake = stripeFake()
    fake.calls.push(`POST ${new URL(request.url).pathname}`)
    const key = request.headers.get('idempotency-key')
    const seen = key ? fake.answered.get(key) : undefined
    if (seen && seen.request !== `${request.url}\n${body}`) {
      const { body: error } = stripeError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        'idempotency_error',
      )
      return HttpResponse.json(error, { status: 400 })
    }
    if (seen) return HttpResponse.json(seen.body as object, { status: seen.status, headers: { 'Idempotent-Replayed': 'true' } })
    const answer = run(parseForm(body), params)
    if (key) fake.answered.set(key, { request: `${request.url}\n${body}`, ...answer })
    return HttpResponse.json(answer.body as object, { status: answer.status })
  }
}

export const stripeHandlers = [
  http.post(`${API}/checkout/sessions`, post(createSession)),
  http.post(
    `${API}/checkout/sessions/:id/expire`,
    post((_form, params) => expireSession(params.id!)),
  ),
  http.get<{ id: string }>(`${API}/checkout/sessions/:id`, ({ request, params }) => {
    if (!authorised(request)) return HttpResponse.json(stripeError(401, 'Invalid API Key provided.').body, { status: 401 })
    stripeFake().calls.push(`GET /v1/checkout/sessions/${params.id}`)
    const session = stripeFake().sessions.get(params.id)
    return session ? HttpResponse.json(session) : HttpResponse.json(missing(`No such checkout.session: '${params.id}'`).body, { status: 404 })
  }),
  http.post(`${API}/refunds`, post(createRefund)),
  http.post(`${API}/coupons`, post(createCoupon)),
  http.post(`${API}/promotion_codes`, post(createPromotionCode)),
  http.post(
    `${API}/promotion_codes/:id`,
    post((form, params) => updatePromotionCode(params.id!, form)),
  ),
]
