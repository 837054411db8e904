// The project's security rules (firestore.rules at the repo root is the deployable twin; keep them in step, and
// tests/rules/cases.ts checks both against one table):
//   collections/{id}  get and list: anyone; write: never (the seed and the owners' functions change it, as admins)
//   users/{uid}       get and create: only that signed-in user; create needs exactly displayName (a string of at
//                     most 100 characters), email (the token's email, '' when the token has none) and createdAt
//                     (the request time, i.e. serverTimestamp()); update: only that user, and only its wishlist
//                     (a list of at most 100 distinct ids, each a decimal string) and its cart (lines: at most 100
//                     texts of a line key and a quantity; updatedAt: the request time); list and delete: never
//   orders/{id}       get: the signed-in account whose uid the order carries, and an owner's or staff's account (the
//                     custom claim owner == true or staff == true, listed in owners/ or staff/); list: such an
//                     account, or a query that asks for the caller's own
//                     orders (where uid == its uid); write: never from a client (orders,
//                     stock, processed payment events and mail are written by the server's order code)
//   stock/{id}        get and list: only an account whose token carries the custom claim owner == true; write:
//                     never from a client (the order code and the seed write it, as admins)
//   limits/{id}       never from a client: the per-client checkout counts, kept by the server's order code
//   checkoutPasses/{id}, appCheckUses/{id}: never from a client (guests' pass hashes, App Check tokens used up)
//   stockAlerts/{id}  never from a client, owners and staff included: the back-in-stock requests (addresses,
//                     unsubscribe hashes), kept by the /api
//   mailOptOuts/{id}, unsubscribeLinks/{id}: never from a client, owners and staff included (the addresses that
//                     stopped the mail of a checkout left unpaid, and which address each mail's link stops)
//   catalogEdits/{id} get and list: only an account with the custom claim owner == true; write: never from a
//                     client (the owners' functions record every catalog change)
//   hiddenItems/{id}  get and list: only such an account (a collection's hidden items); write: never from a client
//   priceHistory/{id} get and list: only such an account (an item's prices over time); write: never from a client
//   settings/{id}     get: only such an account; list and write: never from a client
//   settings/shipping get: anyone (the owner's shipping table, which the shop states); list and write: never
//   vitals/{id}, vitalsDays/{day}  never from a client (the real shoppers' speed: only the /api reads and writes it)
//   dailyTotals/{id}  never from a client (the dashboard's money per day: only the /api reads and writes it)
//   promotions/{id}   get and list: only such an account (the promotion codes); write: never from a client
//   promotionUses/{id} never from a client, owners included (who used a code, kept by the /api)
//   customers/{key}   get and list: an owner's or staff's account (the buyers' summaries); write: never from a client
//   erasures/{id}     get and list: only an owner's account (the record of erasures); write: never from a client
//   staffChanges/{id} get and list: only an owner's account (who added or removed staff); write: never from a client
//   reviews/{id}      get and list: anyone for a published review (status == 'approved'; a list must ask for those),
//                     and an owner's account for every review; write: never from a client (the /api writes them)
//   reviewSummaries/{id} get and list: anyone; write: never from a client
//   owners/, staff/   never from a client (`npm run owner` writes them, as an admin)
//   anything else     denied
// Like the real emulator, `Authorization: Bearer owner` is an admin caller that bypasses rules (tests seed with it).
import { MAX_ACCOUNT_LINES, STORED_LINE_PATTERN } from '../../src/lib/account-cart'
import { MAX_WISHLIST, STORED_ID_PATTERN } from '../../src/lib/wishlist'
import { RpcError } from './errors'
import { mockState, type StoredDocument } from '../state'
import type { FirestoreValue } from './values'
import { decodeIdToken, uidFromAuthorization, type IdTokenClaims } from '../auth/id-token'

/**
 * 'owner' is the admin caller; a user's `shopOwner` is the custom claim `owner: true` that an owner's account carries,
 * `shopStaff` the claim `staff: true` of a staff member's.
 */
export type Caller = { kind: 'owner' } | { kind: 'user'; uid: string; email?: string; shopOwner?: true; shopStaff?: true } | { kind: 'anonymous' }

/** Who is calling. A present but invalid or expired token is 401, as the real service answers. */
export function callerFrom(authorization: string | null): Caller {
  if (!authorization) return { kind: 'anonymous' }
  if (/^Bearer\s+owner$/i.test(authorization)) return { kind: 'owner' }
  const uid = uidFromAuthorization(authorization)
  if (uid) {
    const claims = decodeIdToken(authorization.replace(/^Bearer\s+/i, '')) as (IdTokenClaims & { owner?: unknown; staff?: unknown }) | null
    return {
      kind: 'user',
      uid,
      ...(claims?.email ? { email: claims.email } : {}),
      ...(claims?.owner === true ? { shopOwner: true as const } : {}),
      ...(claims?.staff === true ? { shopStaff: true as const } : {}),
    }
  }
  throw new RpcError(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  )
}

const isCatalog = (segments: string[]) => segments.length === 2 && segments[0] === 'collections'
/**
 * `request.auth.token.owner == true && exists(owners/$(uid))`: the custom claim, not the admin caller, of an account
 * still listed as an owner (`npm run owner -- remove` deletes the document; the claim lives on in a token for an hour).
 */
const isShopOwner = (caller: Caller) => caller.kind === 'user' && caller.shopOwner === true && mockState().documents[`owners/${caller.uid}`] !== undefined
/** `isStaff()`: the custom claim `staff: true` of an account still listed in staff/{uid}. */
const isShopStaff = (caller: Caller) => caller.kind === 'user' && caller.shopStaff === true && mockState().documents[`staff/${caller.uid}`] !== undefined
const isStock = (segments: string[]) => segments.length === 2 && segments[0] === 'stock'
/** What only an owner's account reads: catalog changes, settings, hidden items, price histories, promotion codes, erasures and the staff list's changes. */
const isOwnersOnly = (segments: string[]) =>
  segments.length === 2 && ['catalogEdits', 'settings', 'hiddenItems', 'priceHistory', 'promotions', 'erasures', 'staffChanges'].includes(segments[0]!)
/** What owners and staff read: the orders, and the customers' summaries of them. */
const isBackOffice = (segments: string[]) => isOrder(segments) || (segments.length === 2 && segments[0] === 'customers')
const isSummary = (segments: string[]) => segments.length === 2 && segments[0] === 'reviewSummaries'
/** The owner's shipping table, which the shop states to anyone. */
const isShippingTable = (segments: string[]) => segments.length === 2 && segments[0] === 'settings' && segments[1] === 'shipping'
const isReview = (segments: string[]) => segments.length === 2 && segments[0] === 'reviews'
/** `resource.data.status == 'approved'`: a published review. */
const isPublished = (stored: StoredDocument | null | undefined) => {
  const status = stored?.fields.status
  return !!status && 'stringValue' in status && status.stringValue === 'approved'
}
const isOrder = (segments: string[]) => segments.length === 2 && segments[0] === 'orders'
const isOwnUserDoc = (caller: Caller, segments: string[]) =>
  caller.kind === 'user' && segments.length === 2 && segments[0] === 'users' && segments[1] === caller.uid
/** `resource.data.uid == request.auth.uid`: a missing order has no data, so the rule fails, as the real engine's. */
const isOwnOrder = (caller: Caller, segments: string[], stored: StoredDocument | null | undefined) => {
  const uid = stored?.fields.uid
  return caller.kind === 'user' && segments.length === 2 && segments[0] === 'orders' && !!uid && 'stringValue' in uid && uid.stringValue === caller.uid
}

/** get of one document (batchGet, and the read a transaction's verify stands for), judged with the stored document. */
export function canGet(caller: Caller, key: string, stored: StoredDocument | null | undefined): boolean {
  const segments = key.split('/')
  return (
    caller.kind === 'owner' ||
    isCatalog(segments) ||
    isSummary(segments) ||
    isShippingTable(segments) ||
    (isReview(segments) && isPublished(stored)) ||
    isOwnUserDoc(caller, segments) ||
    isOwnOrder(caller, segments, stored) ||
    ((isStock(segments) || isBackOffice(segments) || isReview(segments) || isOwnersOnly(segments)) && isShopOwner(caller)) ||
    (isBackOffice(segments) && isShopStaff(caller))
  )
}

/** Whether a structuredQuery.where keeps only documents whose `field` equals the string `value` (alone, or in an AND). */
function requiresEqual(where: unknown, field: string, value: string): boolean {
  type FieldFilter = { op?: unknown; field?: { fieldPath?: unknown }; value?: { stringValue?: unknown } }
  const filter = where as { fieldFilter?: FieldFilter; compositeFilter?: { op?: unknown; filters?: unknown } } | undefined
  const f = filter?.fieldFilter
  if (f) return f.op === 'EQUAL' && f.field?.fieldPath === field && f.value?.stringValue === value
  const composite = filter?.compositeFilter
  return composite?.op === 'AND' && Array.isArray(composite.filters) && composite.filters.some((part) => requiresEqual(part, field, value))
}

/** list: a query over the collection `collectionId` under the parent document key `parent`. Rules are not filters:
 *  a query is allowed only if every document it could return is readable, so queries over users are denied and
 *  a query over orders must ask for the caller's own. */
export function canList(caller: Caller, parent: string, collectionId: string, where?: unknown): boolean {
  if (caller.kind === 'owner') return true
  if (parent !== '') return false
  if (collectionId === 'collections' || collectionId === 'reviewSummaries') return true
  if (collectionId === 'reviews') return isShopOwner(caller) || requiresEqual(where, 'status', 'approved')
  if (['stock', 'catalogEdits', 'hiddenItems', 'priceHistory', 'promotions', 'erasures', 'staffChanges'].includes(collectionId)) return isShopOwner(caller)
  if (collectionId === 'customers') return isShopOwner(caller) || isShopStaff(caller)
  return collectionId === 'orders' && caller.kind === 'user' && (isShopOwner(caller) || isShopStaff(caller) || requiresEqual(where, 'uid', caller.uid))
}

type WriteKind = 'create' | 'update' | 'delete'

const PROFILE_KEYS = ['displayName', 'email', 'createdAt']
/** `size()` is "the number of characters" (rules reference): counted here in code points. The rules table uses ASCII
 *  names, so how the real engine counts an emoji is not checked (the app cuts names by code points too). */
const MAX_DISPLAY_NAME = 100

/** `isNewProfile` of firestore.rules: exactly the fields the app writes, each typed and bounded. */
function isNewProfile(fields: StoredDocument['fields'], tokenEmail: string | undefined, requestTime: string | undefined): boolean {
  const keys = Object.keys(fields)
  if (keys.length !== PROFILE_KEYS.length || !PROFILE_KEYS.every((key) => keys.includes(key))) return false
  const { displayName, email, createdAt } = fields
  return (
    !!displayName &&
    'stringValue' in displayName &&
    [...displayName.stringValue].length <= MAX_DISPLAY_NAME &&
    !!email &&
    'stringValue' in email &&
    email.stringValue === (tokenEmail ?? '') &&
    !!createdAt &&
    'timestampValue' in createdAt &&
    createdAt.timestampValue === requestTime
  )
}

/** `isWishlist` of firestore.rules: a list of distinct ids, each a decimal string (joined, none holds a comma). */
function isWishlist(value: FirestoreValue | undefined): boolean {
  if (!value || !('arrayValue' in value)) return false
  const entries = value.arrayValue.values ?? []
  const ids = entries.map((entry) => ('stringValue' in entry ? entry.stringValue : null))
  return entries.length <= MAX_WISHLIST && ids.every((id) => id !== null && STORED_ID_PATTERN.test(id)) && new Set(ids).size === ids.length
}

/** `isCart` of firestore.rules: a map of exactly lines (at most 100 texts, each one line) and updatedAt (the request time). */
function isCart(value: FirestoreValue | undefined, requestTime: string | undefined): boolean {
  if (!value || !('mapValue' in value)) return false
  const fields = value.mapValue.fields ?? {}
  const keys = Object.keys(fields)
  const { lines, updatedAt } = fields
  if (keys.length !== 2 || !lines || !updatedAt || !('arrayValue' in lines)) return false
  if (!('timestampValue' in updatedAt) || updatedAt.timestampValue !== requestTime) return false
  const entries = lines.arrayValue.values ?? []
  return entries.length <= MAX_ACCOUNT_LINES && entries.every((entry) => 'stringValue' in entry && STORED_LINE_PATTERN.test(entry.stringValue))
}

/** A value's canonical text: two values are the same when their texts are (a map's keys in any order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** `request.resource.data.diff(resource.data).affectedKeys()`: the top-level fields added, removed or changed. */
function affectedKeys(before: StoredDocument['fields'], after: StoredDocument['fields']): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((key) => before[key] === undefined || after[key] === undefined || canonical(before[key]) !== canonical(after[key]))
}

/**
 * A write, judged on the document as it would be afterwards (`request.resource` in the rules language) and, for an
 * update, as it was (`resource`).
 */
export function canWrite(
  caller: Caller,
  kind: WriteKind,
  key: string,
  after: StoredDocument | null,
  requestTime?: string,
  before?: StoredDocument | null,
): boolean {
  if (caller.kind === 'owner') return true
  if (kind === 'delete' || !after || caller.kind !== 'user' || !isOwnUserDoc(caller, key.split('/'))) return false
  if (kind === 'create') return isNewProfile(after.fields, caller.email, requestTime)
  if (!before) return false
  const changed = affectedKeys(before.fields, after.fields)
  return (
    changed.every((field) => field === 'wishlist' || field === 'cart') &&
    (!changed.includes('wishlist') || isWishlist(after.fields.wishlist)) &&
    (!changed.includes('cart') || isCart(after.fields.cart, requestTime))
  )
}
