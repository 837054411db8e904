// One table of allow/deny cases for firestore.rules. It drives two tests: against the mock backend
// (mocks/firestore/rules-table.test.ts, in `npm test`) and against the real Firestore emulator
// (tests/rules/emulator.test.ts, `npm run test:rules`), so the mock cannot drift from the deployed rules unseen.
// Plain data: each test turns the markers below into its own SDK's values.
import { backInStockCases } from './back-in-stock-cases'
import { orderCases } from './order-cases'
import { cartCases } from './cart-cases'
import { catalogCases } from './catalog-cases'
import { customerCases } from './customer-cases'
import { ownerCases } from './owner-cases'
import { staffCases } from './staff-cases'
import { stockCases } from './stock-cases'
import { wishlistCases } from './wishlist-cases'
import { vitalsCases } from './vitals-cases'
import { recoveryMailCases } from './recovery-mail-cases'
import { reviewCases } from './review-cases'

/** `serverTimestamp()`: what the app writes into createdAt. */
const SERVER_TIME = { $time: 'server' } as const
/** A timestamp the client chose. */
const clientTime = (iso: string) => ({ $time: iso })

export type CaseValue = string | number | boolean | null | { $time: string } | CaseValue[] | { [key: string]: CaseValue }
export type CaseData = Record<string, CaseValue>

/** Who sends the request: nobody signed in, or an account (with the email claim its ID token carries, if any, and
 *  the custom claim `owner: true` of the shop owner's account or `staff: true` of a staff member's). */
type Caller = 'anonymous' | { uid: string; email?: string; owner?: true; staff?: true; removed?: true }

type Operation =
  | { op: 'get'; path: string }
  /** A query over the documents of the collection `path`: all of them, or those `where` keeps, in `orderBy` order. */
  | { op: 'list'; path: string; where?: [field: string, op: '==', value: CaseValue]; orderBy?: [field: string, direction: 'asc' | 'desc'] }
  /** A set on a document that does not exist yet (a `create` for the rules). */
  | { op: 'create'; path: string; data: CaseData }
  /** A partial update of an existing document. */
  | { op: 'update'; path: string; data: CaseData }
  | { op: 'delete'; path: string }

export type RuleCase = Operation & {
  name: string
  as: Caller
  /**
   * Documents written with rules bypassed before the request. An owner's account (`owner: true`) is listed in
   * owners/{uid} too, and a staff member's (`staff: true`) in staff/{uid}, as `npm run owner -- add [--staff]` lists
   * them, unless the caller is one that was `removed`.
   */
  existing?: Record<string, CaseData>
  expect: 'allow' | 'deny'
}

const ann = { uid: 'ann', email: 'ann@example.com' }
const noEmail = { uid: 'ann' }
const profile = { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: SERVER_TIME }
const storedProfile = { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: clientTime('2026-01-02T03:04:05Z') }
const catalogDoc = { title: 'Hats', items: [{ id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }] }
const withoutKey = (key: keyof typeof profile) => Object.fromEntries(Object.entries(profile).filter(([k]) => k !== key))

const createProfile = (name: string, expect: RuleCase['expect'], data: CaseData, as: Caller = ann, path = 'users/ann'): RuleCase => ({
  name,
  as,
  op: 'create',
  path,
  data,
  expect,
})

const table: RuleCase[] = [
  // users/{uid}: created once by its own account, with exactly the fields the app writes
  createProfile('a shopper creates their own profile', 'allow', profile),
  createProfile('a profile with an empty name (a Google account without one)', 'allow', { ...profile, displayName: '' }),
  createProfile('a name of exactly 100 characters', 'allow', { ...profile, displayName: 'a'.repeat(100) }),
  createProfile('an account without an email writes an empty email', 'allow', { ...profile, email: '' }, noEmail),
  createProfile("a profile at another account's uid", 'deny', profile, ann, 'users/bob'),
  createProfile('a profile written by nobody signed in', 'deny', profile, 'anonymous'),
  createProfile('an extra key (role: admin)', 'deny', { ...profile, role: 'admin' }),
  createProfile('a name of 101 characters', 'deny', { ...profile, displayName: 'a'.repeat(101) }),
  createProfile('an email other than the signed-in account has', 'deny', { ...profile, email: 'boss@example.com' }),
  createProfile('an email claimed by an account whose token has none', 'deny', profile, noEmail),
  createProfile('a missing displayName', 'deny', withoutKey('displayName')),
  createProfile('a missing email', 'deny', withoutKey('email')),
  createProfile('a missing createdAt', 'deny', withoutKey('createdAt')),
  createProfile('a name that is not a string', 'deny', { ...profile, displayName: 42 }),
  createProfile('an email that is not a string', 'deny', { ...profile, email: ['ann@example.com'] }),
  createProfile('a createdAt from the client clock', 'deny', { ...profile, createdAt: clientTime('2001-01-01T00:00:00Z') }),
  createProfile('a createdAt that is a string', 'deny', { ...profile, createdAt: '2026-01-01T00:00:00Z' }),
  { name: 'a shopper reads their own profile', as: ann, op: 'get', path: 'users/ann', existing: { 'users/ann': storedProfile }, expect: 'allow' },
  { name: 'a shopper reads their own profile before it exists', as: ann, op: 'get', path: 'users/ann', expect: 'allow' },
  { name: "a shopper reads another account's profile", as: ann, op: 'get', path: 'users/bob', existing: { 'users/bob': storedProfile }, expect: 'deny' },
  { name: 'nobody signed in reads a profile', as: 'anonymous', op: 'get', path: 'users/ann', existing: { 'users/ann': storedProfile }, expect: 'deny' },
  { name: 'a shopper lists the users', as: ann, op: 'list', path: 'users', existing: { 'users/ann': storedProfile }, expect: 'deny' },
  {
    name: 'a shopper updates their own profile',
    as: ann,
    op: 'update',
    path: 'users/ann',
    data: { displayName: 'Admin' },
    existing: { 'users/ann': storedProfile },
    expect: 'deny',
  },
  { name: 'a shopper deletes their own profile', as: ann, op: 'delete', path: 'users/ann', existing: { 'users/ann': storedProfile }, expect: 'deny' },

  // collections: anyone browses, no client writes
  { name: 'a visitor reads a collection', as: 'anonymous', op: 'get', path: 'collections/1', existing: { 'collections/1': catalogDoc }, expect: 'allow' },
  { name: 'a visitor lists the collections', as: 'anonymous', op: 'list', path: 'collections', existing: { 'collections/1': catalogDoc }, expect: 'allow' },
  { name: 'a shopper lists the collections', as: ann, op: 'list', path: 'collections', existing: { 'collections/1': catalogDoc }, expect: 'allow' },
  { name: 'a shopper creates a collection', as: ann, op: 'create', path: 'collections/9', data: catalogDoc, expect: 'deny' },
  {
    name: 'a shopper changes a price',
    as: ann,
    op: 'update',
    path: 'collections/1',
    data: { items: [{ ...catalogDoc.items[0]!, price: 0 }] },
    existing: { 'collections/1': catalogDoc },
    expect: 'deny',
  },
  { name: 'a shopper deletes a collection', as: ann, op: 'delete', path: 'collections/1', existing: { 'collections/1': catalogDoc }, expect: 'deny' },
  { name: 'a visitor creates a collection', as: 'anonymous', op: 'create', path: 'collections/9', data: catalogDoc, expect: 'deny' },
  { name: 'a visitor lists a subcollection of a collection', as: 'anonymous', op: 'list', path: 'collections/1/items', expect: 'deny' },

  ...orderCases,
  ...stockCases,
  ...ownerCases,
  ...staffCases,
  ...catalogCases,
  ...wishlistCases,
  ...cartCases,
  ...backInStockCases,
  ...vitalsCases,
  ...customerCases,
  ...recoveryMailCases,
  ...reviewCases,

  // anything else is closed
  { name: 'a shopper reads an unknown collection', as: ann, op: 'get', path: 'secrets/s1', existing: { 'secrets/s1': { total: 1 } }, expect: 'deny' },
  { name: 'a visitor lists an unknown collection', as: 'anonymous', op: 'list', path: 'secrets', expect: 'deny' },
  { name: 'a shopper writes an unknown collection', as: ann, op: 'create', path: 'secrets/s1', data: { total: 1 }, expect: 'deny' },
  { name: 'a shopper writes under their own profile', as: ann, op: 'create', path: 'users/ann/orders/o1', data: { total: 1 }, expect: 'deny' },
]

/** The documents that list the caller's role, as `npm run owner -- add [--staff]` writes them. */
function listed(as: Caller): Record<string, CaseData> {
  if (typeof as !== 'object' || as.removed) return {}
  return {
    ...(as.owner ? { [`owners/${as.uid}`]: { email: as.email ?? '' } } : {}),
    ...(as.staff ? { [`staff/${as.uid}`]: { email: as.email ?? '' } } : {}),
  }
}

/** The table, with each owner's account listed in owners/{uid} and each staff member's in staff/{uid}. */
export const ruleCases: RuleCase[] = table.map((c) => {
  const roles = listed(c.as)
  return Object.keys(roles).length > 0 ? { ...c, existing: { ...c.existing, ...roles } } : c
})
