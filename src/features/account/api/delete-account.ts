// Deleting the signed-in shopper's account: the password is confirmed again (Auth's fresh sign-in, which the /api
// asks for), then the shop's /api deletes the profile and the Auth account and keeps the orders with no account
// (decision 034). Answers what to tell the shopper when it did not happen.
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

const Deleted = v.object({ deleted: v.literal(true), ordersKept: v.number() })

export type DeleteOutcome = { ok: true; ordersKept: number } | { ok: false; code: string; message: string }

/** `password` is null for an account without one (Google): the /api then checks that it signed in just now. */
export async function deleteAccount(password: string | null): Promise<DeleteOutcome> {
  if (password !== null) await (await import('../../../lib/firebase/account-actions')).confirmPassword(password)
  const result = await callApi('/account/delete', Deleted, { body: { confirm: true }, signedIn: true })
  return result.ok ? { ok: true, ordersKept: result.data.ordersKept } : { ok: false, code: result.error.code, message: result.error.message }
}
