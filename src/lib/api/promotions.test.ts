// Promotion codes over both adapters: the owner's codes (and nobody else's), the shopper's question, the checkout
// that prices the code again and holds its place, the count when paid and the place given back when not, the cap and
// once per customer under checkouts at once, a line refund of a discounted order, and refunds taken off the code's
// revenue.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, inOneWindow, orderOf, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { CODE_REFUSALS_PER_WINDOW } from './code-guess-limit'

const DAY = 24 * 3600_000
const owner = ownerIdToken('boss', 'boss@example.com')

const code = (overrides: Record<string, unknown> = {}) => ({
  code: 'SPRING10',
  kind: 'percent',
  percentOff: 10,
  minSubtotalCents: 0,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + DAY).toISOString(),
  maxRedemptions: null,
  ...overrides,
})

let refunds = 0
const refundPress = () => `attempt-promo-refund-${String(++refunds).padStart(6, '0')}`

describe.each(ADAPTERS)('promotion codes ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)
  const addCode = async (overrides: Record<string, unknown> = {}, token = owner) =>
    call('POST', '/api/admin/promotions', { body: code(overrides), idToken: token })
  const change = (name: string, what: string) => call('POST', `/api/admin/promotions/${name}/${what}`, { body: {}, idToken: owner })
  const counts = (name = 'SPRING10') => {
    const { redemptions, held, revenueCents, discountCents } = storedDocument(`promotions/${name}`)
    return { redemptions, held, revenueCents, discountCents }
  }
  const refusal = async (lines: unknown[], extra: Record<string, unknown>) => {
    const answer = await checkout(lines, { promotionCode: 'SPRING10', ...extra })
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'promotion-refused' } } })
    return (answer.body as { error: { message: string } }).error.message
  }

  it('only an owner adds, pauses and ends a code: staff, a shopper and a visitor are refused; a code is never overwritten', async () => {
    expect(await addCode({}, staffIdToken('sam', 'sam@example.com'))).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await addCode({}, idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await addCode({}, '')).toMatchObject({ status: 401 })
    expect(await addCode({ percentOff: 0 })).toMatchObject({ status: 400, body: { error: { code: 'bad-promotion' } } })
    expect(await addCode({ endsAt: new Date(Date.now() - 2 * DAY).toISOString() })).toMatchObject({
      status: 400,
      body: { error: { message: 'The code must end after it starts.' } },
    })
    expect(await addCode({ code: 'spring10' })).toMatchObject({ status: 200, body: { code: 'SPRING10' } })
    expect(await addCode({ percentOff: 90 })).toMatchObject({ status: 409, body: { error: { code: 'promotion-exists' } } })
    expect(storedDocument('promotions/SPRING10')).toMatchObject({ percentOff: 10, paused: false, redemptions: 0, held: 0, by: 'boss@example.com' })
    expect(await call('POST', '/api/admin/promotions/SPRING10/pause', { body: {}, idToken: staffIdToken('sam', 'sam@example.com') })).toMatchObject({
      status: 403,
    })
    expect(storedDocument('promotions/SPRING10').paused).toBe(false)
  })

  it('the shopper asks what a code takes off, and is told why one does not apply', async () => {
    await addCode({ minSubtotalCents: 5000 })
    const ask = (body: object) => call('POST', '/api/promotions/check', { body })
    expect(await ask({ code: 'spring10', subtotalCents: 10000 })).toMatchObject({
      status: 200,
      body: { code: 'SPRING10', discountCents: 1000, words: '10 % off', terms: { kind: 'percent', percentOff: 10 }, minSubtotalCents: 5000 },
    })
    expect(await ask({ code: 'SPRING10', subtotalCents: 4998 })).toMatchObject({
      status: 409,
      body: { error: { message: 'Spend $50 or more to use this code.' } },
    })
    expect(await ask({ code: 'NOPE99', subtotalCents: 10000 })).toMatchObject({ status: 409, body: { error: { message: 'This code is not known.' } } })
  })

  it(`a client refused ${CODE_REFUSALS_PER_WINDOW} codes is told to wait, even for a good one; a code that applies is never counted`, async () => {
    await addCode()
    adapter.setClock(inOneWindow())
    const ask = (code: string, from: string) => call('POST', '/api/promotions/check', { body: { code, subtotalCents: 10000 }, from })
    for (let applied = 0; applied < CODE_REFUSALS_PER_WINDOW + 5; applied++) expect(await ask('SPRING10', '198.51.100.7')).toMatchObject({ status: 200 })
    for (let guess = 0; guess < CODE_REFUSALS_PER_WINDOW; guess++) expect(await ask(`GUESS${guess}`, '198.51.100.7')).toMatchObject({ status: 409 })
    const waiting = await ask('SPRING10', '198.51.100.7')
    expect(waiting).toMatchObject({
      status: 429,
      body: { error: { code: 'too-many-codes', message: expect.stringMatching(/^Too many codes were tried from here\. Please try again in \d+ minutes?\.$/) } },
    })
    expect(Number(waiting.headers?.['Retry-After'])).toBeGreaterThan(0)
    // Another connection is not held back by this one.
    expect(await ask('SPRING10', '203.0.113.9')).toMatchObject({ status: 200 })
  })

  it('the checkout takes the code off again on the server, shares it across the lines, and counts it once paid', async () => {
    await addCode()
    // 2 × $24.99 and 1 × $24.99: $74.97, 10 % is $7.50 (rounded to the cent), shared 2:1 to the cent.
    const { orderId, sessionId } = await startCheckout([shirt('M', 'navy', 2), shirt('XL', 'coral')], { promotionCode: 'spring10' })
    const pending = orderOf(orderId)
    expect(pending).toMatchObject({
      subtotalCents: 7497,
      discountCents: 750,
      totalCents: 6747,
      promotion: { code: 'SPRING10', kind: 'percent', percentOff: 10 },
    })
    expect(pending.lines.map((line) => line.discountCents)).toEqual([500, 250])
    expect(counts()).toEqual({ redemptions: 0, held: 1, revenueCents: 0, discountCents: 0 })
    await adapter.pay(sessionId)
    const paid = orderOf(orderId)
    expect(paid.status).toBe('paid')
    expect(paid.totalCents).toBe(6747 + paid.shippingCents)
    expect(counts()).toEqual({ redemptions: 1, held: 0, revenueCents: 6747, discountCents: 750 })
  })

  it('once per customer: the same email is refused while its order waits or is paid, and may use it again once that order ends unpaid', async () => {
    await addCode()
    const first = await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10', email: 'ann@example.com' })
    expect(await refusal([shirt('M', 'navy')], { email: 'ANN@example.com' })).toBe('You have already used this code.')
    await adapter.expire(first.sessionId)
    expect(counts().held).toBe(0)
    const second = await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10', email: 'ann@example.com' })
    await adapter.pay(second.sessionId)
    expect(await refusal([shirt('M', 'navy')], { email: 'ann@example.com' })).toBe('You have already used this code.')
    // A signed-in shopper is known by the account too, whatever email the order goes to.
    const account = idToken('bea', { email: 'bea@example.com' })
    await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10' }, account)
    expect((await checkout([shirt('M', 'navy')], { promotionCode: 'SPRING10' }, account)).body).toMatchObject({
      error: { message: 'You have already used this code.' },
    })
  })

  it('the cap counts paid orders and those waiting: used up at the cap, open again when a checkout ends unpaid', async () => {
    await addCode({ maxRedemptions: 1 })
    const first = await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10', email: 'ann@example.com' })
    expect(await refusal([shirt('M', 'navy')], { email: 'bea@example.com' })).toBe('This code has been used up.')
    await adapter.expire(first.sessionId)
    await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10', email: 'bea@example.com' })
    expect(counts()).toMatchObject({ held: 1, redemptions: 0 })
  })

  it('two checkouts at once for the last place: one gets it, the other is told it is used up', async () => {
    await addCode({ maxRedemptions: 1 })
    adapter.slowCommits(100)
    const answers = await Promise.all(['ann', 'bea'].map((name) => checkout([shirt('M', 'navy')], { promotionCode: 'SPRING10', email: `${name}@example.com` })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(counts().held).toBe(1)
  })

  it('a paused code does not apply until it is taken up again; an ended one never again; a minimum is a minimum', async () => {
    await addCode({ minSubtotalCents: 5000 })
    expect(await refusal([shirt('M', 'navy')], {})).toBe('Spend $50 or more to use this code.')
    expect(await change('SPRING10', 'pause')).toMatchObject({ status: 200 })
    expect(await refusal([shirt('M', 'navy', 3)], {})).toBe('This code is paused at the moment.')
    expect(await change('SPRING10', 'resume')).toMatchObject({ status: 200 })
    expect((await checkout([shirt('M', 'navy', 3)], { promotionCode: 'SPRING10', email: 'cat@example.com' })).status).toBe(200)
    expect(await change('SPRING10', 'end')).toMatchObject({ status: 200 })
    expect(await refusal([shirt('M', 'navy', 2)], { email: 'dan@example.com' })).toBe('This code has ended.')
    expect(await change('SPRING10', 'resume')).toMatchObject({ status: 409, body: { error: { message: 'This code has ended.' } } })
    expect(await refusal([shirt('M', 'navy')], { promotionCode: 'NOSUCH1' })).toBe('This code is not known.')
  })

  it('a line refund of a discounted order sends back what each unit was paid, and the refunds of a line add up to it', async () => {
    await addCode()
    const { orderId, sessionId } = await startCheckout([shirt('M', 'navy', 2), shirt('XL', 'coral')], { promotionCode: 'SPRING10' })
    await adapter.pay(sessionId)
    const refund = (lines: object[]) =>
      call('POST', `/api/admin/orders/${orderId}/refund`, { body: { attemptId: refundPress(), lines, restock: true }, idToken: owner })
    // The shirts' line was $49.98 less its $5.00 share: $22.49 a unit, never the $24.99 price.
    expect(await refund([{ line: 0, quantity: 1 }])).toMatchObject({ status: 200, body: { order: { refunds: [{ amountCents: 2249 }] } } })
    expect(
      await refund([
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ]),
    ).toMatchObject({ status: 200 })
    expect(adapter.providerRefunds().map((sent) => sent.amountCents)).toEqual([2249, 2249 + 2249])
    expect(orderOf(orderId).history!.at(-1)!.what).toContain('Refunded $44.98')
    // The code's revenue, $67.47 of goods after its discount, is lowered by what went back.
    expect(storedDocument('promotions/SPRING10')).toMatchObject({ revenueCents: 6747, refundedCents: 2249 * 3 })
  })

  it('a whole refund takes back the goods from the code’s revenue, never the shipping with them', async () => {
    await addCode()
    const { orderId, sessionId } = await startCheckout([shirt('M', 'navy')], { promotionCode: 'SPRING10' })
    await adapter.pay(sessionId)
    const paid = orderOf(orderId)
    expect(paid.shippingCents).toBeGreaterThan(0)
    const answer = await call('POST', `/api/admin/orders/${orderId}/refund`, {
      body: { attemptId: refundPress(), amountCents: paid.totalCents },
      idToken: owner,
    })
    expect(answer).toMatchObject({ status: 200 })
    expect(storedDocument('promotions/SPRING10')).toMatchObject({ revenueCents: 2249, refundedCents: 2249 })
  })
})
