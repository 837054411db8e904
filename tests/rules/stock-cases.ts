// The rules table's cases for stock/{collectionId}_{itemId} (see cases.ts): the units left per variant of each
// counted item are read only by the shop owner's account (the custom claim owner: true) and written by no client.
import type { RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const owner = { uid: 'olga', email: 'olga@example.com', owner: true as const }
const stockDoc = { collectionId: '2', itemId: 9, units: { 'M/navy': 5, 'XL/coral': 1 } }
const stock = { 'stock/2_9': stockDoc }
export const stockCases: RuleCase[] = [
  { name: "the owner's account reads an item's stock", as: owner, op: 'get', path: 'stock/2_9', existing: stock, expect: 'allow' },
  { name: "the owner's account lists the stock", as: owner, op: 'list', path: 'stock', existing: stock, expect: 'allow' },
  { name: "a shopper reads an item's stock", as: ann, op: 'get', path: 'stock/2_9', existing: stock, expect: 'deny' },
  { name: 'a shopper lists the stock', as: ann, op: 'list', path: 'stock', existing: stock, expect: 'deny' },
  { name: "nobody signed in reads an item's stock", as: 'anonymous', op: 'get', path: 'stock/2_9', existing: stock, expect: 'deny' },
  { name: 'nobody signed in lists the stock', as: 'anonymous', op: 'list', path: 'stock', existing: stock, expect: 'deny' },
  {
    name: "a shopper takes a unit from an item's stock",
    as: ann,
    op: 'update',
    path: 'stock/2_9',
    data: { units: { 'M/navy': 4, 'XL/coral': 1 } },
    existing: stock,
    expect: 'deny',
  },
  { name: 'a shopper creates stock for an item', as: ann, op: 'create', path: 'stock/2_99', data: stockDoc, expect: 'deny' },
  {
    name: "the owner's account changes an item's stock from the app",
    as: owner,
    op: 'update',
    path: 'stock/2_9',
    data: { units: { 'M/navy': 50, 'XL/coral': 1 } },
    existing: stock,
    expect: 'deny',
  },
  { name: "the owner's account deletes an item's stock", as: owner, op: 'delete', path: 'stock/2_9', existing: stock, expect: 'deny' },
]
