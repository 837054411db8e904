// The rules table's cases for a shopper's cart kept with their account (see cases.ts): the `cart` field of
// users/{uid}, read and changed only by that account, its lines (at most 100 texts of a line key and a quantity)
// and the server's time of the change.
import type { CaseData, RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const bob = { uid: 'bob', email: 'bob@example.com' }
const stored = { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: { $time: '2026-01-02T03:04:05Z' } }
const withCart = { 'users/ann': { ...stored, wishlist: ['9'], cart: { lines: ['9:M/navy*2'], updatedAt: { $time: '2026-01-03T00:00:00Z' } } } }
const SERVER = { $time: 'server' }
const cart = (lines: CaseData[string]) => ({ cart: { lines, updatedAt: SERVER } })
const lines = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1}*1`)

const save = (name: string, expect: RuleCase['expect'], data: CaseData, as: RuleCase['as'] = ann): RuleCase => ({
  name,
  as,
  op: 'update',
  path: 'users/ann',
  data,
  existing: withCart,
  expect,
})

export const cartCases: RuleCase[] = [
  { name: "a shopper reads another account's cart", as: bob, op: 'get', path: 'users/ann', existing: withCart, expect: 'deny' },
  save('a shopper saves their cart', 'allow', cart(['9:M/navy*3', '12*1', '-4*99', '30:10.5/sky-blue*1'])),
  save('a shopper empties their cart', 'allow', cart([])),
  {
    name: 'a shopper saves the first cart of a profile without one',
    as: ann,
    op: 'update',
    path: 'users/ann',
    data: cart(['12*1']),
    existing: { 'users/ann': stored },
    expect: 'allow',
  },
  save('a shopper saves a cart of 100 lines', 'allow', cart(lines(100))),
  save('a shopper saves a cart of 101 lines', 'deny', cart(lines(101))),
  save('a shopper saves their cart and their wishlist at once', 'allow', { ...cart(['12*1']), wishlist: ['9', '12'] }),
  save("a shopper changes another account's cart", 'deny', cart(['12*1']), bob),
  save('nobody signed in changes a cart', 'deny', cart(['12*1']), 'anonymous'),
  save('a shopper saves a quantity of 0', 'deny', cart(['12*0'])),
  save('a shopper saves a quantity of 100', 'deny', cart(['12*100'])),
  save('a shopper saves a line without a quantity', 'deny', cart(['12'])),
  save('a shopper saves two lines in one entry', 'deny', cart(['12*1,9*1'])),
  save('a shopper saves a line that is not a text', 'deny', cart([12])),
  save('a shopper saves a line of a variant with a space', 'deny', cart(['9:M L*1'])),
  save('a shopper saves lines that are not a list', 'deny', { cart: { lines: '12*1', updatedAt: SERVER } }),
  save('a shopper saves a cart with a time of their own', 'deny', { cart: { lines: ['12*1'], updatedAt: { $time: '2030-01-01T00:00:00Z' } } }),
  save('a shopper saves a cart without its time', 'deny', { cart: { lines: ['12*1'] } }),
  save('a shopper saves a cart with a field of their own', 'deny', { cart: { lines: ['12*1'], updatedAt: SERVER, total: 1 } }),
  save('a shopper saves a cart that is not a map', 'deny', { cart: ['12*1'] }),
  save('a shopper changes their name with their cart', 'deny', { ...cart(['12*1']), displayName: 'Admin' }),
  {
    name: 'a shopper creates their profile with a cart',
    as: ann,
    op: 'create',
    path: 'users/ann',
    data: { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: SERVER, ...cart(['12*1']) },
    expect: 'deny',
  },
]
