// "Email me when it is back" and its unsubscribe link, as the browser calls the shop's /api. Loaded with the form
// (or the unsubscribe page), never on a first visit to a product page.
import * as v from 'valibot'
import type { Variant } from '../../../lib/catalog/variant'
import { callApi } from './shop-api'

const Stored = v.object({ email: v.string(), waiting: v.literal(true) })
const Cancelled = v.object({ cancelled: v.pipe(v.number(), v.integer(), v.minValue(0)) })

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string }

export interface BackInStockRequest {
  collectionId: string
  itemId: number
  variant: Variant
  /** The product page's path, which the mail links to with the variant chosen. */
  path: string
  /** A guest's address; a signed-in shopper is mailed at their account's. */
  email?: string
  signedIn: boolean
}

/** Asks to be mailed once; pressing the form's button is the consent the request carries. */
export async function requestBackInStock({ collectionId, itemId, variant, path, email, signedIn }: BackInStockRequest): Promise<Answer<string>> {
  const body = { collectionId, itemId, ...variant, path, ...(email ? { email } : {}), consent: true }
  const result = await callApi('/back-in-stock', Stored, { body, signedIn })
  return result.ok ? { ok: true, value: result.data.email } : { ok: false, message: result.error.message }
}

/** Cancels the request whose mail carried `token`, and the address's other ones: how many were still waiting. */
export async function unsubscribeBackInStock(token: string): Promise<Answer<number>> {
  const result = await callApi('/back-in-stock/unsubscribe', Cancelled, { body: { token } })
  return result.ok ? { ok: true, value: result.data.cancelled } : { ok: false, message: result.error.message }
}
