// Guest orders joined to an account. An email/password account's address is not verified, so the same address
// alone proves nothing: someone could sign up with another person's email. An order joins the account when the
// caller also holds the order's private token, or when the account's address was verified by its provider (a
// Google sign-in). An order that already belongs to an account never moves, nor does one whose account was deleted.
import * as v from 'valibot'
import { GuestOrderLink } from './guest-order-link'
import { tokenMatches } from './guest-token'
import type { Order } from './order'
import { readJsonBody, type BodyError, type Parsed } from './json-body'

/** As many guest orders as one browser remembers, and then some. */
export const MAX_CLAIMS = 50
/** Fifty ids and tokens fit many times over; anything bigger is not a claim. */
const MAX_CLAIM_BODY_BYTES = 16 * 1024

const ClaimRequestSchema = v.object({ orders: v.optional(v.pipe(v.array(GuestOrderLink), v.maxLength(MAX_CLAIMS)), []) })

export type ClaimRequest = v.InferOutput<typeof ClaimRequestSchema>

export function parseClaimRequest(body: string): Parsed<ClaimRequest, BodyError> {
  const json = readJsonBody(body, MAX_CLAIM_BODY_BYTES, {})
  if (!json.ok) return json
  const result = v.safeParse(ClaimRequestSchema, json.value)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, error: { code: 'malformed', message: `Send at most ${MAX_CLAIMS} orders, each with its id and token.` } }
}

/** The signed-in caller as its ID token describes it. */
export interface Claimant {
  uid: string
  email?: string | undefined
  emailVerified?: boolean | undefined
}

/**
 * What becomes of one order: it joins the account, it already is the caller's, it can never be joined with what
 * was sent (another account's order, a wrong token), or it stays a guest's for now (another email: a different
 * account may still claim it).
 */
export type ClaimOutcome = 'join' | 'yours' | 'refused' | 'kept'

const sameEmail = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The decision, once the token (if one was sent) has been checked against the order's stored hash. */
export function claimOutcome(order: Order, claimant: Claimant, proof: { tokenMatches: boolean }): ClaimOutcome {
  if (order.uid === claimant.uid) return 'yours'
  if (order.uid !== null || order.accountDeletedAt !== undefined) return 'refused'
  const emailMatches = sameEmail(claimant.email, order.email)
  if (emailMatches && (proof.tokenMatches || claimant.emailVerified === true)) return 'join'
  return proof.tokenMatches ? 'kept' : 'refused'
}

export interface ClaimDecision {
  /** Orders to save with the caller's uid. */
  join: Order[]
  /** Ids now the caller's: joined now or before (a replay answers the same). */
  joined: string[]
  /** Ids sent with a token that can never join (no such order, a wrong token, another account's order). */
  refused: string[]
}

/**
 * Decides a whole claim: `sent` are the ids and tokens the browser remembered, `found` the orders read for them
 * and, for a verified account, its guest orders found by email.
 */
export async function decideClaim(claimant: Claimant, sent: ClaimRequest['orders'], found: Map<string, Order>): Promise<ClaimDecision> {
  const decision: ClaimDecision = { join: [], joined: [], refused: [] }
  const tokens = new Map(sent.map((entry) => [entry.orderId, entry.token]))
  for (const orderId of tokens.keys()) if (!found.has(orderId)) decision.refused.push(orderId)
  for (const order of found.values()) {
    const token = tokens.get(order.id)
    const outcome = claimOutcome(order, claimant, { tokenMatches: token !== undefined && (await tokenMatches(token, order.tokenHash)) })
    if (outcome === 'join') decision.join.push({ ...order, uid: claimant.uid })
    if (outcome === 'join' || outcome === 'yours') decision.joined.push(order.id)
    else if (outcome === 'refused' && token !== undefined) decision.refused.push(order.id)
  }
  return decision
}
