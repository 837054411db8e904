// The rules table's cases for the back office's two roles (see cases.ts), side by side: an owner (the custom claim
// owner: true, listed in owners/{uid}), a staff member (staff: true, listed in staff/{uid}), a shopper and nobody
// signed in, on each path the back office reads. Staff read every order and nothing else an owner reads (the stock,
// the catalog's record, the settings, the hidden items, the price histories); nobody writes an order, the catalog or
// the lists of who works here from the app, and only owners read the record of who added or removed staff. A
// removed staff member, the claim still in their token, reads nothing from that moment.
import type { RuleCase } from './cases'

const time = (iso: string) => ({ $time: iso })
const order = (uid: string | null, status: string) => ({ uid, email: 'ann@example.com', status, totalCents: 2994, createdAt: time('2026-11-01T10:00:00Z') })
const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }
const existing = {
  'orders/o-ann': order('ann', 'paid'),
  'orders/o-guest': order(null, 'shipped'),
  'stock/2_9': { collectionId: '2', itemId: 9, units: { 'M/navy': 5 } },
  'catalogEdits/attempt-0000000000001': { at: '2026-11-27T10:00:00.000Z', by: 'olga@example.com', kind: 'item', collectionId: '2', itemId: 9 },
  'settings/shop': { lowStockThreshold: 3 },
  'settings/shipping': { zones: { eu: { countries: ['FR'] } }, changedBy: 'olga@example.com' },
  'hiddenItems/1': { items: [{ ...hat, id: 2, hidden: true }] },
  'priceHistory/1_1': { collectionId: '1', itemId: 1, entries: [{ cents: 2500, from: '2026-10-01T00:00:00.000Z' }] },
  'collections/1': { title: 'Hats', items: [hat] },
  'dailyTotals/2026-11-27_3': { day: '2026-11-27', salesCents: 5988, orders: 2, units: 2, returnedUnits: 0 },
  'promotions/WELCOME10': { code: 'WELCOME10', kind: 'percent', percentOff: 10, paused: false, redemptions: 3, held: 1 },
  'promotionUses/WELCOME10_abc': { code: 'WELCOME10', orderId: 'o-ann', state: 'redeemed' },
  'staffChanges/c1': { at: time('2026-11-28T10:00:00Z'), by: 'olga@example.com', change: 'added', uid: 'stan', email: 'stan@example.com' },
}

const WHO = {
  'the owner': { uid: 'olga', email: 'olga@example.com', owner: true as const },
  'a staff member': { uid: 'stan', email: 'stan@example.com', staff: true as const },
  'a shopper': { uid: 'ann', email: 'ann@example.com' },
  'nobody signed in': 'anonymous' as const,
}
type Who = keyof typeof WHO

type Access = { what: string; allowed: Who[] } & (
  | { op: 'get' | 'delete'; path: string }
  | { op: 'list'; path: string; where?: [string, '==', string]; orderBy?: [string, 'asc' | 'desc'] }
  | { op: 'update' | 'create'; path: string; data: Record<string, unknown> }
)

const BACK_OFFICE: Who[] = ['the owner', 'a staff member']
const ACCESS: Access[] = [
  { what: "reads a guest's order", op: 'get', path: 'orders/o-guest', allowed: BACK_OFFICE },
  { what: "reads a shopper's order", op: 'get', path: 'orders/o-ann', allowed: [...BACK_OFFICE, 'a shopper'] },
  { what: 'lists every order, newest first', op: 'list', path: 'orders', orderBy: ['createdAt', 'desc'], allowed: BACK_OFFICE },
  { what: 'lists the orders to ship', op: 'list', path: 'orders', where: ['status', '==', 'paid'], orderBy: ['createdAt', 'desc'], allowed: BACK_OFFICE },
  { what: 'marks an order shipped from the app', op: 'update', path: 'orders/o-guest', data: { status: 'shipped' }, allowed: [] },
  { what: 'refunds an order from the app', op: 'update', path: 'orders/o-ann', data: { status: 'refunded' }, allowed: [] },
  { what: "reads an item's stock", op: 'get', path: 'stock/2_9', allowed: ['the owner'] },
  { what: 'lists the stock', op: 'list', path: 'stock', allowed: ['the owner'] },
  { what: "changes an item's stock from the app", op: 'update', path: 'stock/2_9', data: { units: { 'M/navy': 50 } }, allowed: [] },
  { what: "reads the catalog's record of changes", op: 'get', path: 'catalogEdits/attempt-0000000000001', allowed: ['the owner'] },
  { what: "reads the shop's settings", op: 'get', path: 'settings/shop', allowed: ['the owner'] },
  // The shipping table the shop states on its pages and charges at the checkout: anyone reads it, only the /api writes it.
  { what: "reads the owner's shipping table", op: 'get', path: 'settings/shipping', allowed: ['the owner', 'a staff member', 'a shopper', 'nobody signed in'] },
  { what: 'changes the shipping table from the app', op: 'update', path: 'settings/shipping', data: { zones: {} }, allowed: [] },
  { what: 'deletes the shipping table from the app', op: 'delete', path: 'settings/shipping', allowed: [] },
  { what: 'lists the settings', op: 'list', path: 'settings', allowed: [] },
  { what: "reads a collection's hidden items", op: 'get', path: 'hiddenItems/1', allowed: ['the owner'] },
  { what: "reads an item's price history", op: 'get', path: 'priceHistory/1_1', allowed: ['the owner'] },
  { what: 'lists the price histories', op: 'list', path: 'priceHistory', allowed: ['the owner'] },
  {
    what: "writes an item's price history from the app",
    op: 'update',
    path: 'priceHistory/1_1',
    data: { entries: [{ cents: 9900, from: '2026-11-01T00:00:00.000Z' }] },
    allowed: [],
  },
  { what: "reads a day's totals", op: 'get', path: 'dailyTotals/2026-11-27_3', allowed: [] },
  { what: 'lists the daily totals', op: 'list', path: 'dailyTotals', allowed: [] },
  { what: "changes a day's totals from the app", op: 'update', path: 'dailyTotals/2026-11-27_3', data: { salesCents: 1 }, allowed: [] },
  { what: "writes a day's totals from the app", op: 'create', path: 'dailyTotals/2026-11-28_0', data: { day: '2026-11-28', salesCents: 1 }, allowed: [] },
  { what: 'reads a promotion code', op: 'get', path: 'promotions/WELCOME10', allowed: ['the owner'] },
  { what: 'lists the promotion codes', op: 'list', path: 'promotions', allowed: ['the owner'] },
  { what: 'pauses a promotion code from the app', op: 'update', path: 'promotions/WELCOME10', data: { paused: true }, allowed: [] },
  {
    what: 'adds a promotion code from the app',
    op: 'create',
    path: 'promotions/FREE100',
    data: { code: 'FREE100', kind: 'percent', percentOff: 100 },
    allowed: [],
  },
  { what: 'reads who used a promotion code', op: 'get', path: 'promotionUses/WELCOME10_abc', allowed: [] },
  { what: 'lists who used the promotion codes', op: 'list', path: 'promotionUses', allowed: [] },
  { what: "forgets a customer's use of a code from the app", op: 'delete', path: 'promotionUses/WELCOME10_abc', allowed: [] },
  { what: 'changes a price from the app', op: 'update', path: 'collections/1', data: { items: [{ ...hat, price: 1 }] }, allowed: [] },
  { what: 'reads the list of staff', op: 'get', path: 'staff/stan', allowed: [] },
  { what: 'lists the staff', op: 'list', path: 'staff', allowed: [] },
  { what: 'makes an account staff from the app', op: 'create', path: 'staff/ann', data: { email: 'ann@example.com' }, allowed: [] },
  { what: 'makes an account an owner from the app', op: 'create', path: 'owners/ann', data: { email: 'ann@example.com' }, allowed: [] },
  { what: 'removes a staff member from the app', op: 'delete', path: 'staff/stan', allowed: [] },
  { what: 'reads a change of the staff list', op: 'get', path: 'staffChanges/c1', allowed: ['the owner'] },
  { what: "lists the staff list's changes", op: 'list', path: 'staffChanges', allowed: ['the owner'] },
  { what: 'records a change of the staff list from the app', op: 'create', path: 'staffChanges/c2', data: { by: 'olga@example.com' }, allowed: [] },
  { what: 'deletes a change of the staff list', op: 'delete', path: 'staffChanges/c1', allowed: [] },
]

/** Rhea removed with `npm run owner -- remove`: the token still carries the claim, staff/{uid} is gone. */
const removed = { uid: 'rhea', email: 'rhea@example.com', staff: true as const, removed: true as const }
/** Ann's profile with fields that claim what only the token's claim can say. */
const claimingProfile = {
  'users/ann': { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: time('2026-01-02T03:04:05Z'), staff: true, role: 'staff' },
}

export const staffCases: RuleCase[] = [
  ...ACCESS.flatMap(({ what, allowed, ...operation }) =>
    (Object.keys(WHO) as Who[]).map(
      (who) => ({ ...operation, name: `roles: ${who} ${what}`, as: WHO[who], existing, expect: allowed.includes(who) ? 'allow' : 'deny' }) as RuleCase,
    ),
  ),
  { name: 'a removed staff member, the claim still in their token, reads an order', as: removed, op: 'get', path: 'orders/o-guest', existing, expect: 'deny' },
  { name: 'a removed staff member, the claim still in their token, lists every order', as: removed, op: 'list', path: 'orders', existing, expect: 'deny' },
  {
    name: 'a shopper whose profile claims to be staff lists every order',
    as: WHO['a shopper'],
    op: 'list',
    path: 'orders',
    existing: { ...existing, ...claimingProfile },
    expect: 'deny',
  },
]
