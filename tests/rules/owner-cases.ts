// The rules table's cases for the shop owner's account (see cases.ts): an account whose ID token carries the custom
// claim owner: true reads every order, to run the shop; it changes none from the app (its actions go through the
// shop's functions). A field in a user document that claims to be an owner means nothing.
import type { RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const owner = { uid: 'olga', email: 'olga@example.com', owner: true as const }
const time = (iso: string) => ({ $time: iso })
const order = (uid: string | null, status: string) => ({ uid, email: 'ann@example.com', status, totalCents: 2994, createdAt: time('2026-11-01T10:00:00Z') })
const orders = { 'orders/o-ann': order('ann', 'paid'), 'orders/o-bob': order('bob', 'shipped'), 'orders/o-guest': order(null, 'paid') }
/** Ann's profile with a field that claims what only the token's claim can say. */
const claimingProfile = {
  'users/ann': { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: time('2026-01-02T03:04:05Z'), owner: true, role: 'owner' },
}
const toShip = {
  op: 'list' as const,
  path: 'orders',
  where: ['status', '==', 'paid'] as ['status', '==', string],
  orderBy: ['createdAt', 'desc'] as ['createdAt', 'desc'],
}
const everything = { ...orders, 'mail/m1': { to: 'ann@example.com' }, 'events/e1': { type: 'x' }, 'limits/k1': { attempts: [] } }

/** An owner removed with `npm run owner -- remove`: their token still carries the claim, owners/{uid} is gone. */
const removed = { uid: 'rolf', email: 'rolf@example.com', owner: true as const, removed: true as const }

export const ownerCases: RuleCase[] = [
  { name: 'a removed owner, the claim still in their token, reads an order', as: removed, op: 'get', path: 'orders/o-guest', existing: orders, expect: 'deny' },
  { name: 'a removed owner, the claim still in their token, lists every order', as: removed, op: 'list', path: 'orders', existing: orders, expect: 'deny' },
  { name: 'a removed owner reads the stock', as: removed, op: 'get', path: 'stock/2_9', existing: { 'stock/2_9': { units: { 'M/navy': 5 } } }, expect: 'deny' },
  { name: 'an owner reads the list of owners', as: { uid: 'olga', email: 'olga@example.com', owner: true }, op: 'get', path: 'owners/olga', expect: 'deny' },
  { name: "the owner's account reads a guest's order", as: owner, op: 'get', path: 'orders/o-guest', existing: orders, expect: 'allow' },
  { name: "the owner's account reads a shopper's order", as: owner, op: 'get', path: 'orders/o-bob', existing: orders, expect: 'allow' },
  { name: "the owner's account lists every order", as: owner, op: 'list', path: 'orders', orderBy: ['createdAt', 'desc'], existing: orders, expect: 'allow' },
  { name: "the owner's account lists the orders to ship, newest first", as: owner, ...toShip, existing: orders, expect: 'allow' },
  {
    name: "the owner's account marks an order shipped from the app",
    as: owner,
    op: 'update',
    path: 'orders/o-ann',
    data: { status: 'shipped' },
    existing: orders,
    expect: 'deny',
  },
  { name: "the owner's account creates an order", as: owner, op: 'create', path: 'orders/o-new', data: order(null, 'paid'), expect: 'deny' },
  { name: "the owner's account deletes an order", as: owner, op: 'delete', path: 'orders/o-ann', existing: orders, expect: 'deny' },
  { name: "the owner's account reads the queued mail", as: owner, op: 'get', path: 'mail/m1', existing: everything, expect: 'deny' },
  { name: "the owner's account reads a processed payment event", as: owner, op: 'get', path: 'events/e1', existing: everything, expect: 'deny' },
  { name: "the owner's account reads a client's checkout count", as: owner, op: 'get', path: 'limits/k1', existing: everything, expect: 'deny' },
  { name: "the owner's account reads a shopper's profile", as: owner, op: 'get', path: 'users/ann', existing: claimingProfile, expect: 'deny' },
  {
    name: 'a shopper whose profile claims to be an owner lists every order',
    as: ann,
    op: 'list',
    path: 'orders',
    existing: { ...orders, ...claimingProfile },
    expect: 'deny',
  },
  {
    name: 'a shopper whose profile claims to be an owner lists the orders to ship',
    as: ann,
    ...toShip,
    existing: { ...orders, ...claimingProfile },
    expect: 'deny',
  },
  {
    name: "a shopper whose profile claims to be an owner reads another's order",
    as: ann,
    op: 'get',
    path: 'orders/o-bob',
    existing: { ...orders, ...claimingProfile },
    expect: 'deny',
  },
  { name: 'nobody signed in lists the orders to ship', as: 'anonymous', ...toShip, existing: orders, expect: 'deny' },
  { name: 'nobody signed in reads a shopper’s order', as: 'anonymous', op: 'get', path: 'orders/o-bob', existing: orders, expect: 'deny' },
]
