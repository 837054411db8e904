import { describe, expect, it } from 'vitest'
import { claimOutcome, decideClaim, MAX_CLAIMS, parseClaimRequest } from './claim'
import { sha256Hex } from './guest-token'
import { paidOrder } from '../../../tests/support/order-fixture'

const ann = { uid: 'ann', email: 'guest@example.com' }
const token = { tokenMatches: true }
const noToken = { tokenMatches: false }

describe('claimOutcome', () => {
  it('joins a guest order to an account with the same email that holds its token, in any letter case', () => {
    expect(claimOutcome(paidOrder(), ann, token)).toBe('join')
    expect(claimOutcome(paidOrder({ email: 'Guest@Example.com' }), ann, token)).toBe('join')
  })

  it('an unverified email alone joins nothing: anyone could sign up with it', () => {
    expect(claimOutcome(paidOrder(), ann, noToken)).toBe('refused')
    expect(claimOutcome(paidOrder(), { ...ann, emailVerified: false }, noToken)).toBe('refused')
  })

  it('a verified email joins the orders placed with it, without a token', () => {
    expect(claimOutcome(paidOrder({ email: 'GUEST@example.com' }), { ...ann, emailVerified: true }, noToken)).toBe('join')
  })

  it('a valid token for another email keeps the order a guest’s, for the account with that email', () => {
    expect(claimOutcome(paidOrder(), { uid: 'bob', email: 'bob@example.com' }, token)).toBe('kept')
    expect(claimOutcome(paidOrder(), { uid: 'bob' }, token)).toBe('kept')
  })

  it('never moves an order another account owns; the caller’s own is simply theirs', () => {
    expect(claimOutcome(paidOrder({ uid: 'bob' }), { ...ann, emailVerified: true }, token)).toBe('refused')
    expect(claimOutcome(paidOrder({ uid: 'ann' }), ann, noToken)).toBe('yours')
  })

  it('never joins an order whose account was deleted, whatever proves the email', () => {
    const kept = paidOrder({ accountDeletedAt: '2026-11-28T09:00:00.000Z' })
    expect(claimOutcome(kept, { ...ann, emailVerified: true }, token)).toBe('refused')
    expect(claimOutcome(kept, ann, token)).toBe('refused')
  })
})

describe('decideClaim', () => {
  it('joins what the tokens prove, refuses wrong tokens and unknown ids, and answers a replay the same', async () => {
    const good = paidOrder({ id: 'good', tokenHash: await sha256Hex('good-token') })
    const wrong = paidOrder({ id: 'wrong', tokenHash: await sha256Hex('wrong-token') })
    const sent = [
      { orderId: 'good', token: 'good-token' },
      { orderId: 'wrong', token: 'not-it' },
      { orderId: 'gone', token: 'x' },
    ]
    const decision = await decideClaim(ann, sent, new Map([good, wrong].map((order) => [order.id, order])))
    expect(decision).toEqual({ join: [{ ...good, uid: 'ann' }], joined: ['good'], refused: ['gone', 'wrong'] })
    const replay = await decideClaim(ann, sent, new Map([decision.join[0]!, wrong].map((order) => [order.id, order])))
    expect(replay).toMatchObject({ join: [], joined: ['good'] })
  })
})

describe('parseClaimRequest', () => {
  it('takes up to the limit of ids with tokens, and nothing else', () => {
    const entry = { orderId: 'o1', token: 't' }
    expect(parseClaimRequest('')).toEqual({ ok: true, value: { orders: [] } })
    expect(parseClaimRequest(JSON.stringify({ orders: Array(MAX_CLAIMS).fill(entry) }))).toMatchObject({ ok: true })
    expect(parseClaimRequest(JSON.stringify({ orders: Array(MAX_CLAIMS + 1).fill(entry) }))).toMatchObject({ ok: false, error: { code: 'malformed' } })
    expect(parseClaimRequest(JSON.stringify({ orders: [{ orderId: '../x', token: 't' }] }))).toMatchObject({ ok: false })
    expect(parseClaimRequest('{')).toMatchObject({ ok: false, error: { code: 'malformed' } })
    expect(parseClaimRequest(JSON.stringify({ pad: 'x'.repeat(20_000) }))).toMatchObject({ ok: false, error: { code: 'body-too-large' } })
  })
})
