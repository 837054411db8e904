// One customer's personal data at their request, owners only (decision 043): POST /api/admin/customers/<key>/export
// answers everything the shop stores about them as JSON (GDPR art. 15); POST /api/admin/customers/<key>/erase
// {confirm: <their email>} erases it (art. 17): the paid orders stay as the shop's tax records without their personal
// data, the rest goes, their account with it, and the erasure is recorded (who, when) without what was erased.
import * as v from 'valibot'
import { emailOfKey } from '../orders/customer-summary'
import { erasedOrder, erasureWaitsFor } from '../orders/customer-erase'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { wasPaid } from '../orders/order'
import { readStoredOrder } from '../orders/order-schema'
import { removeAccount } from './account'
import { backOfficeAccess } from './back-office-access'
import { ALERTS } from './back-in-stock-mail'
import { customerPath } from './customers-store'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { orderPath, readOrders, writeOrder } from './order-store'
import type { Caller, DocumentData, Deps, StoredDocument } from './ports'

/** Documents written per transaction: well below Firestore's 500. */
const PER_COMMIT = 100

const EraseRequest = v.object({ confirm: v.string() })

type Found = { email: string; orders: StoredDocument[]; accounts: string[]; alerts: StoredDocument[]; mails: StoredDocument[] }

/** Everything stored under the customer's email: their orders, the accounts that placed them or carry the email, their
 * "Email me when it is back" requests and the mail sent to them. */
async function findAll({ store }: Deps, email: string): Promise<Found> {
  const [orders, users, alerts, mails] = await Promise.all([
    store.query('orders', [['email', '==', email]]),
    store.query('users', [['email', '==', email]]),
    store.query(ALERTS, [['email', '==', email]]),
    store.query('mail', [['to', '==', email]]),
  ])
  const uids = orders.flatMap((order) => (typeof order.data?.uid === 'string' ? [order.data.uid] : []))
  return { email, orders, accounts: [...new Set([...uids, ...users.map((user) => user.id)])], alerts, mails }
}

async function customerOf(
  request: ApiRequest,
  deps: Deps,
  caller: Caller | null,
  key: string,
): Promise<{ refused: ApiResponse } | { email: string; by: string; body: unknown }> {
  const access = await backOfficeAccess(deps, caller, 'customer-data')
  if ('refused' in access) return { refused: access.refused }
  const email = emailOfKey(key)
  if (!email) return { refused: apiError(404, 'not-found', 'No such customer.') }
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return { refused: apiError(bodyErrorStatus(body.error), body.error.code, body.error.message) }
  return { email, by: access.caller.email ?? access.caller.uid, body: body.value }
}

/**
 * What the export leaves out of the stored documents: the shop's own workings, not data about the person. The search
 * terms made from their name, the hashes of secrets (an order's private link, a cart's fingerprint, an unsubscribe
 * link, the email itself for a lookup), the checkout's attempt id and the flags the shop's counts keep.
 */
const WORKINGS = new Set([
  'nameTerms',
  'tokenHash',
  'cartHash',
  'emailHash',
  'unsubscribeHash',
  'attemptId',
  'inDailyTotals',
  'inNetSales',
  'inCustomers',
  'attention',
])

const Fields = v.record(v.string(), v.unknown())

/** A stored document's fields as the person's export gives them: without the shop's workings. */
const readable = (data: DocumentData): DocumentData => Object.fromEntries(Object.entries(data).filter(([field]) => !WORKINGS.has(field)))

/** The customer's summary, its addresses a list (stored by a key made of each, which means nothing to them). */
function readableSummary(data: DocumentData | undefined): DocumentData | null {
  if (!data) return null
  const addresses = v.safeParse(Fields, data.addresses)
  return { ...readable(data), ...(addresses.success ? { addresses: Object.values(addresses.output) } : {}) }
}

export async function exportCustomer(request: ApiRequest, deps: Deps, caller: Caller | null, key: string): Promise<ApiResponse> {
  const found = await customerOf(request, deps, caller, key)
  if ('refused' in found) return found.refused
  const all = await findAll(deps, found.email)
  const [summary, ...profiles] = await Promise.all([deps.store.get(customerPath(key)), ...all.accounts.map((uid) => deps.store.get(`users/${uid}`))])
  if (!summary!.data && all.orders.length === 0 && all.accounts.length === 0) return apiError(404, 'not-found', 'No such customer.')
  const plain = (documents: StoredDocument[]) => documents.flatMap(({ id, data }) => (data ? [{ id, ...readable(data) }] : []))
  return json(200, {
    exportedAt: deps.now().toISOString(),
    email: found.email,
    customer: readableSummary(summary!.data),
    orders: plain(all.orders),
    accounts: all.accounts.map((uid, index) => ({ uid, profile: profiles[index]!.data ? readable(profiles[index]!.data) : null })),
    backInStockRequests: plain(all.alerts),
    mails: plain(all.mails),
  })
}

async function backOfficeAccount({ store }: Deps, uid: string): Promise<boolean> {
  const [owner, staff] = await Promise.all([store.get(`owners/${uid}`), store.get(`staff/${uid}`)])
  return owner.data !== undefined || staff.data !== undefined
}

export async function eraseCustomer(request: ApiRequest, deps: Deps, caller: Caller | null, key: string): Promise<ApiResponse> {
  const found = await customerOf(request, deps, caller, key)
  if ('refused' in found) return found.refused
  const { email, by } = found
  const confirm = v.safeParse(EraseRequest, found.body)
  if (!confirm.success || confirm.output.confirm.trim().toLowerCase() !== email)
    return apiError(400, 'confirm', 'Type the customer’s email to confirm what is erased.')
  const now = deps.now()
  const all = await findAll(deps, email)
  const waiting = all.orders.filter((document) => erasureWaitsFor(readStoredOrder(document.id, document.data), now)).map((order) => order.id)
  if (waiting.length > 0)
    return apiError(409, 'under-way', 'Some of their orders are still under way: the shop needs their details until each is settled.', { orders: waiting })
  for (const uid of all.accounts)
    if (await backOfficeAccount(deps, uid)) return apiError(409, 'back-office-account', 'This customer works in the back office: remove their role first.')

  const kept: string[] = []
  let deleted = 0
  for (let start = 0; start < all.orders.length; start += PER_COMMIT) {
    const ids = all.orders.slice(start, start + PER_COMMIT).map((order) => order.id)
    const outcome = await deps.store.runTransaction(async (tx) => {
      const result = { kept: [] as string[], deleted: 0 }
      for (const order of await readOrders(tx, ids)) {
        if (order.email !== email || erasureWaitsFor(order, now)) continue
        if (wasPaid(order)) {
          writeOrder(tx, erasedOrder(order, now.toISOString(), by), order)
          result.kept.push(order.id)
        } else {
          tx.delete(orderPath(order.id))
          result.deleted++
        }
      }
      return result
    })
    kept.push(...outcome.kept)
    deleted += outcome.deleted
  }
  for (const uid of all.accounts) await removeAccount(deps, uid, null)
  const others = [...all.alerts.map((alert) => `${ALERTS}/${alert.id}`), ...all.mails.map((mail) => `mail/${mail.id}`), customerPath(key)]
  for (let start = 0; start < others.length; start += PER_COMMIT) {
    const paths = others.slice(start, start + PER_COMMIT)
    await deps.store.runTransaction(async (tx) => {
      for (const path of paths) tx.delete(path)
    })
  }
  const record = { at: now, by, ordersKept: kept, ordersDeleted: deleted, accounts: all.accounts.length, requests: all.alerts.length, mails: all.mails.length }
  await deps.store.runTransaction(async (tx) => tx.create(`erasures/${deps.store.newId()}`, record))
  return json(200, { erased: true, ordersKept: kept.length, ordersDeleted: deleted, accounts: all.accounts.length })
}
