// The rules table's cases for orders and the server's own bookkeeping (see cases.ts): an order is read by the account
// that placed it (one, or a query for its own), never by another or a visitor, and written only by the server; the
// stock the orders take, the payment events, the invoice counters, the checkout's counts, attempts and App Check
// uses are no client's to write.
import type { RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const catalogDoc = { title: 'Hats', items: [{ id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }] }
/** A timestamp the client chose. */
const clientTime = (iso: string) => ({ $time: iso })

// orders/{id}: read by the account that placed it (one, or a query for its own); written only by the server
const order = (uid: string | null, status = 'paid') => ({
  uid,
  email: 'ann@example.com',
  status,
  totalCents: 2994,
  createdAt: clientTime('2026-11-01T10:00:00Z'),
})
const orders = { 'orders/o-ann': order('ann'), 'orders/o-bob': order('bob'), 'orders/o-guest': order(null) }
const history = (uid: string) => ({
  op: 'list' as const,
  path: 'orders',
  where: ['uid', '==', uid] as ['uid', '==', string],
  orderBy: ['createdAt', 'desc'] as ['createdAt', 'desc'],
})

export const orderCases: RuleCase[] = [
  { name: 'a shopper reads their own order', as: ann, op: 'get', path: 'orders/o-ann', existing: orders, expect: 'allow' },
  { name: "a shopper reads another account's order", as: ann, op: 'get', path: 'orders/o-bob', existing: orders, expect: 'deny' },
  { name: "a shopper reads a guest's order", as: ann, op: 'get', path: 'orders/o-guest', existing: orders, expect: 'deny' },
  { name: "nobody signed in reads a guest's order", as: 'anonymous', op: 'get', path: 'orders/o-guest', existing: orders, expect: 'deny' },
  { name: 'a shopper reads an order that does not exist', as: ann, op: 'get', path: 'orders/none', expect: 'deny' },
  { name: 'a shopper lists their own orders, newest first', as: ann, ...history('ann'), existing: orders, expect: 'allow' },
  { name: "a shopper lists another account's orders", as: ann, ...history('bob'), existing: orders, expect: 'deny' },
  { name: 'a shopper lists every order', as: ann, op: 'list', path: 'orders', existing: orders, expect: 'deny' },
  { name: 'nobody signed in lists every order', as: 'anonymous', op: 'list', path: 'orders', existing: orders, expect: 'deny' },
  { name: 'a shopper creates a paid order for themselves', as: ann, op: 'create', path: 'orders/o-new', data: order('ann'), expect: 'deny' },
  { name: 'nobody signed in creates a guest order', as: 'anonymous', op: 'create', path: 'orders/o-new', data: order(null, 'pending'), expect: 'deny' },
  {
    name: 'a shopper marks their own pending order paid',
    as: ann,
    op: 'update',
    path: 'orders/o-ann',
    data: { status: 'paid' },
    existing: { 'orders/o-ann': order('ann', 'pending') },
    expect: 'deny',
  },
  { name: 'a shopper deletes their own order', as: ann, op: 'delete', path: 'orders/o-ann', existing: orders, expect: 'deny' },
  // Joining a guest order to an account takes a proof only the server checks (the order's token, a verified email).
  {
    name: "a shopper takes a guest's order into their account",
    as: ann,
    op: 'update',
    path: 'orders/o-guest',
    data: { uid: 'ann' },
    existing: orders,
    expect: 'deny',
  },
  {
    name: 'a shopper takes stock from the catalog',
    as: ann,
    op: 'update',
    path: 'collections/1',
    data: { items: [{ ...catalogDoc.items[0]!, stock: { navy: 0 } }] },
    existing: { 'collections/1': catalogDoc },
    expect: 'deny',
  },
  { name: 'a shopper records a payment event', as: ann, op: 'create', path: 'events/evt_1', data: { type: 'checkout.session.completed' }, expect: 'deny' },
  { name: 'a shopper reads a payment event', as: ann, op: 'get', path: 'events/evt_1', existing: { 'events/evt_1': { type: 'x' } }, expect: 'deny' },
  { name: 'a shopper raises the invoice counter', as: ann, op: 'create', path: 'invoiceCounters/2026', data: { last: 0 }, expect: 'deny' },
  {
    name: 'a shopper reads the invoice counter',
    as: ann,
    op: 'get',
    path: 'invoiceCounters/2026',
    existing: { 'invoiceCounters/2026': { last: 7 } },
    expect: 'deny',
  },
  { name: 'a shopper queues an email', as: ann, op: 'create', path: 'mail/m1', data: { to: 'x@example.com', message: { subject: 'Hi' } }, expect: 'deny' },
  { name: 'a shopper lists the queued emails', as: ann, op: 'list', path: 'mail', existing: { 'mail/m1': { to: 'ann@example.com' } }, expect: 'deny' },
  // The per-client checkout counts (limits/<key>-<window>): only the server's order code reads or writes them.
  { name: 'a visitor reads a checkout count', as: 'anonymous', op: 'get', path: 'limits/k-1', existing: { 'limits/k-1': { attempts: ['a'] } }, expect: 'deny' },
  { name: 'a shopper lists the checkout counts', as: ann, op: 'list', path: 'limits', existing: { 'limits/k-1': { attempts: ['a'] } }, expect: 'deny' },
  { name: 'a visitor starts a checkout count', as: 'anonymous', op: 'create', path: 'limits/k-2', data: { attempts: [] }, expect: 'deny' },
  {
    name: 'a shopper empties a checkout count',
    as: ann,
    op: 'update',
    path: 'limits/k-1',
    data: { attempts: [] },
    existing: { 'limits/k-1': { attempts: ['a'] } },
    expect: 'deny',
  },
  { name: 'a visitor mints a checkout pass', as: 'anonymous', op: 'create', path: 'checkoutPasses/h1', data: { createdAt: 1 }, expect: 'deny' },
  {
    name: 'a shopper reads a checkout pass',
    as: ann,
    op: 'get',
    path: 'checkoutPasses/h1',
    existing: { 'checkoutPasses/h1': { createdAt: 1 } },
    expect: 'deny',
  },
  {
    name: 'a visitor frees a used App Check token',
    as: 'anonymous',
    op: 'delete',
    path: 'appCheckUses/j1',
    existing: { 'appCheckUses/j1': { expiresAt: 1 } },
    expect: 'deny',
  },
  { name: 'a shopper deletes a checkout count', as: ann, op: 'delete', path: 'limits/k-1', existing: { 'limits/k-1': { attempts: ['a'] } }, expect: 'deny' },
]
