// The rules table's cases for the owners' catalog (see cases.ts): the record of every catalog change (catalogEdits)
// and the shop's settings are read only by an owner's account (the custom claim owner: true), and no client writes
// them, nor the catalog itself: an owner's edits go through the shop's functions. A field in a user document that
// claims to be an owner means nothing.
import type { RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const owner = { uid: 'olga', email: 'olga@example.com', owner: true as const }
const edit = {
  at: '2026-11-27T10:00:00.000Z',
  by: 'olga@example.com',
  kind: 'item',
  collectionId: '2',
  itemId: 9,
  before: { price: 24.99 },
  after: { price: 19.5 },
}
const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }
const existing = {
  'catalogEdits/attempt-0000000000001': edit,
  'settings/shop': { lowStockThreshold: 3 },
  'collections/1': { title: 'Hats', items: [hat] },
  'hiddenItems/1': { items: [{ id: 2, name: 'Secret Cap', imageUrl: '/images/items/secret.webp', price: 30, hidden: true }] },
  'users/ann': { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: { $time: '2026-01-02T03:04:05Z' }, owner: true, role: 'owner' },
}
const itsEdits = {
  op: 'list' as const,
  path: 'catalogEdits',
  where: ['collectionId', '==', '2'] as ['collectionId', '==', string],
}

export const catalogCases: RuleCase[] = [
  { name: "the owner's account reads a collection's hidden items", as: owner, op: 'get', path: 'hiddenItems/1', existing, expect: 'allow' },
  { name: "the owner's account lists the hidden items", as: owner, op: 'list', path: 'hiddenItems', existing, expect: 'allow' },
  { name: 'a shopper reads a collection’s hidden items', as: ann, op: 'get', path: 'hiddenItems/1', existing, expect: 'deny' },
  { name: 'nobody signed in lists the hidden items', as: 'anonymous', op: 'list', path: 'hiddenItems', existing, expect: 'deny' },
  {
    name: "the owner's account writes a collection's hidden items from the app",
    as: owner,
    op: 'create',
    path: 'hiddenItems/3',
    data: { items: [] },
    existing,
    expect: 'deny',
  },
  { name: "the owner's account reads a catalog change's record", as: owner, op: 'get', path: 'catalogEdits/attempt-0000000000001', existing, expect: 'allow' },
  { name: "the owner's account lists a collection's changes", as: owner, ...itsEdits, existing, expect: 'allow' },
  { name: "the owner's account reads the shop's settings", as: owner, op: 'get', path: 'settings/shop', existing, expect: 'allow' },
  { name: 'a shopper reads a catalog change’s record', as: ann, op: 'get', path: 'catalogEdits/attempt-0000000000001', existing, expect: 'deny' },
  { name: 'a shopper whose profile claims to be an owner lists the catalog’s changes', as: ann, ...itsEdits, existing, expect: 'deny' },
  { name: 'a shopper whose profile claims to be an owner reads the shop’s settings', as: ann, op: 'get', path: 'settings/shop', existing, expect: 'deny' },
  { name: 'nobody signed in lists the catalog’s changes', as: 'anonymous', ...itsEdits, existing, expect: 'deny' },
  { name: 'nobody signed in reads the shop’s settings', as: 'anonymous', op: 'get', path: 'settings/shop', existing, expect: 'deny' },
  {
    name: "the owner's account writes a record of a change from the app",
    as: owner,
    op: 'create',
    path: 'catalogEdits/attempt-0000000000002',
    data: { ...edit, by: 'someone-else@example.com' },
    existing,
    expect: 'deny',
  },
  { name: "the owner's account deletes a change's record", as: owner, op: 'delete', path: 'catalogEdits/attempt-0000000000001', existing, expect: 'deny' },
  {
    name: "the owner's account sets the threshold from the app",
    as: owner,
    op: 'update',
    path: 'settings/shop',
    data: { lowStockThreshold: 9 },
    existing,
    expect: 'deny',
  },
  {
    name: "the owner's account changes a price in the catalog from the app",
    as: owner,
    op: 'update',
    path: 'collections/1',
    data: { items: [{ ...hat, price: 1 }] },
    existing,
    expect: 'deny',
  },
  {
    name: "the owner's account hides an item from the app",
    as: owner,
    op: 'update',
    path: 'collections/1',
    data: { items: [{ ...hat, hidden: true, revision: 1 }] },
    existing,
    expect: 'deny',
  },
  {
    name: 'a shopper whose profile claims to be an owner sets units from the app',
    as: ann,
    op: 'create',
    path: 'stock/2_9',
    data: { collectionId: '2', itemId: 9, units: { 'M/navy': 99 } },
    existing,
    expect: 'deny',
  },
  { name: 'a shopper lists the shop’s settings', as: ann, op: 'list', path: 'settings', existing, expect: 'deny' },
]
