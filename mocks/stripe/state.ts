// What the Stripe fake keeps: Checkout Sessions as Stripe shows them, refunds, and the answers already given per
// idempotency key. Tests move a session on (pay it, let it expire) the way a shopper on the hosted page would.
export interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  mode: string
  client_reference_id: string | null
  customer_email: string | null
  expires_at: number
  success_url: string
  cancel_url: string
  currency: string
  amount_subtotal: number
  amount_total: number
  metadata: Record<string, unknown>
  payment_intent: string | null
  shipping_cost: { amount_total: number } | null
  collected_information: { shipping_details: { name: string; address: Record<string, string | null> } | null } | null
  line_items: { quantity: number; unit_amount: number; name: string; tax_behavior?: string }[]
  automatic_tax: { enabled: boolean }
  invoice_creation: { enabled: boolean }
  /** What a coupon took off the line items, and the tax Stripe added. */
  total_details: { amount_discount: number; amount_tax: number }
  shipping_options: { amount: number; display_name: string; tax_behavior?: string }[]
  /** shipping_address_collection.allowed_countries: the hosted page takes an address in these only. */
  allowed_countries: string[]
  created: number
  /** consent_collection as asked; `consent` is what the shopper ticked on the hosted page. */
  consent_collection: { promotions: string | null } | null
  consent: { promotions: 'opt_in' | 'opt_out' | null } | null
  /** With recovery enabled, Stripe attaches a recovery address to the session as it expires. */
  after_expiration: { recovery: { enabled: boolean; allow_promotion_codes: boolean; url: string | null; expires_at: number | null } | null } | null
  recovered_from: string | null
  /** The coupon or promotion code the session was made with. */
  discounts: { coupon: string | null; promotion_code: string | null }[]
}

interface FakeRefund {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  /** Always succeeded when made; a test may fail one afterwards, as the provider reports it (refund.updated). */
  status: 'succeeded' | 'failed'
  created: number
}

/** Tests: the provider reports this refund failed (its money never went out); answers the refund as its event carries it. */
export function failFakeRefund(id: string, reason = 'expired_or_canceled_card') {
  const refund = stripeFake().refunds.find((entry) => entry.id === id)
  if (!refund) throw new Error(`The fake made no refund ${id}`)
  refund.status = 'failed'
  return { ...refund, failure_reason: reason }
}

export interface FakeCoupon {
  id: string
  object: 'coupon'
  amount_off: number | null
  percent_off: number | null
  currency: string | null
  name: string | null
  duration: string
}

/** A promotion code: a customer-facing text for a coupon, with Stripe's own limits and count of redemptions. */
export interface FakePromotionCode {
  id: string
  object: 'promotion_code'
  code: string
  active: boolean
  promotion: { type: 'coupon'; coupon: string }
  expires_at: number | null
  max_redemptions: number | null
  times_redeemed: number
  restrictions: { minimum_amount: number | null; minimum_amount_currency: string | null }
}

interface StripeFakeState {
  sessions: Map<string, FakeSession>
  coupons: Map<string, FakeCoupon>
  promotionCodes: Map<string, FakePromotionCode>
  refunds: FakeRefund[]
  /** Idempotency key → the request it came with and the answer given. */
  answered: Map<string, { request: string; status: number; body: unknown }>
  /** Requests seen, for tests that count calls: 'POST /v1/refunds'. */
  calls: string[]
}

let state: StripeFakeState = freshState()

function freshState(): StripeFakeState {
  return { sessions: new Map(), coupons: new Map(), promotionCodes: new Map(), refunds: [], answered: new Map(), calls: [] }
}

export const stripeFake = (): StripeFakeState => state

export function resetStripeFake(): void {
  state = freshState()
}

let counter = 0
export const fakeId = (prefix: string): string => `${prefix}_test_${(++counter).toString(36).padStart(8, '0')}${Math.random().toString(36).slice(2, 10)}`

const session = (id: string): FakeSession => {
  const found = state.sessions.get(id)
  if (!found) throw new Error(`The Stripe fake has no session ${id}`)
  return found
}

/** An address the hosted page collects in `country`: Dublin's for Ireland, as the tests have long read it. */
const fakeAddress = (country: string) =>
  country === 'IE'
    ? { line1: '1 Test Street', line2: null, city: 'Dublin', postal_code: 'D01 T3ST', country, state: null }
    : { line1: '1 Test Street', line2: null, city: 'Testville', postal_code: '12345', country, state: null }

/**
 * The shopper pays on the hosted page: the shipping option named `shipping` (else the first), an address in
 * `country` (else Ireland, when the session allows it, else its first allowed country). The page offers only the
 * session's allowed countries (any, when it names none), so another is a mistake of the test.
 */
export function payFakeSession(id: string, { shipping: chosen, country }: { shipping?: string; country?: string } = {}): FakeSession {
  const paid = session(id)
  if (paid.status === 'complete') return paid
  const option = chosen === undefined ? paid.shipping_options[0] : paid.shipping_options.find((offered) => offered.display_name === chosen)
  if (chosen !== undefined && !option) throw new Error(`The session ${id} offers no shipping option ${chosen}`)
  const allowed = paid.allowed_countries
  const where = country ?? (allowed.length === 0 || allowed.includes('IE') ? 'IE' : allowed[0]!)
  if (allowed.length > 0 && !allowed.includes(where)) throw new Error(`The session ${id} takes addresses in ${allowed.join(', ')} only, not ${where}`)
  const shipping = option?.amount ?? 0
  Object.assign(paid, {
    status: 'complete',
    payment_status: 'paid',
    url: null,
    payment_intent: fakeId('pi'),
    shipping_cost: { amount_total: shipping },
    amount_total: paid.amount_subtotal - paid.total_details.amount_discount + shipping,
    collected_information: { shipping_details: { name: 'Ada Shopper', address: fakeAddress(where) } },
  })
  // Stripe counts a promotion code's redemption when the session that used it completes.
  const promotionCode = state.promotionCodes.get(paid.discounts[0]?.promotion_code ?? '')
  if (promotionCode) promotionCode.times_redeemed += 1
  return paid
}

/** The shopper ticks (or leaves) the promotional consent box the hosted page shows when consent_collection asks for it. */
export function consentOnFakeSession(id: string, promotions: 'opt_in' | 'opt_out'): FakeSession {
  const found = session(id)
  if (found.consent_collection?.promotions !== 'auto') throw new Error(`The session ${id} asked for no promotional consent`)
  return Object.assign(found, { consent: { promotions } })
}

/** A session expires, on its own or through the API: its recovery address is attached then, when recovery is on. */
export function expiredSession(expired: FakeSession): FakeSession {
  const recovery = expired.after_expiration?.recovery
  const url = recovery?.enabled ? `https://buy.stripe.com/r/${expired.id}` : null
  const after = recovery ? { recovery: { ...recovery, url, expires_at: url ? Math.floor(Date.now() / 1000) + 30 * 24 * 3600 : null } } : null
  return Object.assign(expired, { status: 'expired', url: null, after_expiration: after })
}

/**
 * The shopper follows an expired session's recovery link: a new open session of the same cart, which names the one
 * it came from. What else Stripe copies is not the shop's to rely on: the copy keeps no metadata here.
 */
export function recoverFakeSession(id: string): FakeSession {
  const expired = session(id)
  if (!expired.after_expiration?.recovery?.url) throw new Error(`The session ${id} has no recovery link`)
  const copy: FakeSession = { ...expired, id: fakeId('cs'), status: 'open', metadata: {}, consent: null, after_expiration: null, recovered_from: id }
  state.sessions.set(copy.id, copy)
  return copy
}

/** The session runs out on the hosted page (Stripe expires it at expires_at). */
export function expireFakeSession(id: string): FakeSession {
  return expiredSession(session(id))
}

/** An event as Stripe sends it, for the webhook; sign its JSON with stripe.webhooks.generateTestHeaderString. */
export function fakeEvent(type: string, object: unknown, id = fakeId('evt')) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } }
}
