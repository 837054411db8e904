// A signed-in shopper's own account, on the server (decision 034). POST /api/account/delete deletes it for good: the
// profile (users/{uid}) and the Auth account go; the orders stay, as the shop must keep them, joined to no account.
// POST /api/account/email brings the profile's email in step with the account's, after the shopper changed it
// through Auth. Shoppers may not write either document themselves (firestore.rules), so both happen here.
import * as v from 'valibot'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import type { MailDocument } from '../orders/mail'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { orderPath, queueMail } from './order-store'
import type { Caller, Deps } from './ports'

/** How recent a sign-in (or a confirmed password) deleting needs: as Firebase Auth asks for its own sensitive changes. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60

/** Orders unlinked per transaction: well below Firestore's 500 writes. */
const ORDERS_PER_COMMIT = 100

const DeleteRequest = v.object({ confirm: v.literal(true) })

const userPath = (uid: string) => `users/${uid}`

const recentlySignedIn = (caller: Caller, now: Date) => caller.authTime !== undefined && now.getTime() / 1000 - caller.authTime <= RECENT_SIGN_IN_SECONDS

function goodbyeMail(to: string): MailDocument {
  const paragraphs = [
    'Your Crown Clothing account is deleted, with its profile. You can no longer sign in with it.',
    'We keep the orders you placed, as the law asks a shop to keep its sales records, joined to no account: their mails still reach this address while an order is under way.',
  ]
  return { to, message: { subject: 'Your account is deleted', text: paragraphs.join('\n\n'), html: paragraphs.map((p) => `<p>${p}</p>`).join('') } }
}

export async function deleteAccount(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to delete your account.')
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  if (!v.is(DeleteRequest, body.value)) return apiError(400, 'malformed', 'Confirm that the account is to be deleted.')
  const { store } = deps
  const now = deps.now()
  if (!recentlySignedIn(caller, now))
    return apiError(401, 'recent-sign-in', 'For your safety, confirm your password (or sign in again) just before deleting your account.')
  if ((await store.get(`owners/${caller.uid}`)).data !== undefined)
    return apiError(409, 'owner', 'This account runs the shop. Remove it from the shop’s owners first, then delete it.')
  if ((await store.get(`staff/${caller.uid}`)).data !== undefined)
    return apiError(409, 'staff', 'This account works in the shop’s back office. Remove it from the shop’s staff first, then delete it.')

  const ordersKept = await removeAccount(deps, caller.uid, caller.email ? goodbyeMail(caller.email) : null)
  return json(200, { deleted: true, ordersKept })
}

/**
 * Deletes an account for good, its orders kept joined to no account: the shopper's own deletion, and an owner's
 * erasure of a customer at their request (customer-erase.ts). `mail` goes out with the profile's deletion. Answers
 * how many orders were unlinked. Safe to run again: what is gone stays gone.
 */
export async function removeAccount(deps: Deps, uid: string, mail: MailDocument | null): Promise<number> {
  const { store } = deps
  const now = deps.now()
  const ids = (await store.query('orders', [['uid', '==', uid]])).map((order) => order.id)
  for (let start = 0; start < ids.length; start += ORDERS_PER_COMMIT) {
    const paths = ids.slice(start, start + ORDERS_PER_COMMIT).map(orderPath)
    await store.runTransaction(async (tx) => {
      for (const order of await tx.getAll(paths)) {
        // Only the link changes: a status written meanwhile by the webhook or an owner is not overwritten.
        if (order.data?.uid === uid) tx.update(orderPath(order.id), { uid: null, accountDeletedAt: now })
      }
    })
  }
  await store.runTransaction(async (tx) => {
    const profile = await tx.get(userPath(uid))
    if (profile.data !== undefined) tx.delete(userPath(uid))
    if (mail) queueMail(tx, deps, mail)
  })
  // Last: while the Auth account exists, a failure above can be tried again.
  await deps.deleteAccount(uid)
  return ids.length
}

/** The profile's email made the account's (the ID token's), once the shopper has changed it through Auth. */
export async function syncProfileEmail(deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to update your profile.')
  const email = caller.email ?? ''
  const changed = await deps.store.runTransaction(async (tx) => {
    const profile = await tx.get(userPath(caller.uid))
    if (profile.data === undefined || profile.data.email === email) return false
    tx.update(userPath(caller.uid), { email })
    return true
  })
  return json(200, { email, changed })
}
