// The rules table's cases for a shopper's wishlist (see cases.ts): the `wishlist` field of users/{uid}, read and
// changed only by that account, a list of at most 100 distinct item ids, each stored as its decimal string.
import type { CaseData, RuleCase } from './cases'

const ann = { uid: 'ann', email: 'ann@example.com' }
const bob = { uid: 'bob', email: 'bob@example.com' }
const stored = { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: { $time: '2026-01-02T03:04:05Z' } }
const withList = { 'users/ann': { ...stored, wishlist: ['9', '12'] } }
const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1))

const save = (name: string, expect: RuleCase['expect'], data: CaseData, as: RuleCase['as'] = ann): RuleCase => ({
  name,
  as,
  op: 'update',
  path: 'users/ann',
  data,
  existing: withList,
  expect,
})

export const wishlistCases: RuleCase[] = [
  { name: 'a shopper reads their own wishlist', as: ann, op: 'get', path: 'users/ann', existing: withList, expect: 'allow' },
  { name: "a shopper reads another account's wishlist", as: bob, op: 'get', path: 'users/ann', existing: withList, expect: 'deny' },
  { name: 'nobody signed in reads a wishlist', as: 'anonymous', op: 'get', path: 'users/ann', existing: withList, expect: 'deny' },
  save('a shopper saves an item to their own wishlist', 'allow', { wishlist: ['9', '12', '30'] }),
  save('a shopper empties their own wishlist', 'allow', { wishlist: [] }),
  save('a shopper saves their first item', 'allow', { wishlist: ['-4'] }),
  {
    name: 'a shopper saves the first item to a profile without a wishlist',
    as: ann,
    op: 'update',
    path: 'users/ann',
    data: { wishlist: ['9'] },
    existing: { 'users/ann': stored },
    expect: 'allow',
  },
  save('a shopper saves 100 items', 'allow', { wishlist: ids(100) }),
  save('a shopper saves 101 items', 'deny', { wishlist: ids(101) }),
  save("a shopper changes another account's wishlist", 'deny', { wishlist: ['9'] }, bob),
  save('nobody signed in changes a wishlist', 'deny', { wishlist: ['9'] }, 'anonymous'),
  save('a shopper saves an item twice', 'deny', { wishlist: ['9', '9'] }),
  save('a shopper saves an id as a number', 'deny', { wishlist: ['9', 12] }),
  save('a shopper saves an entry that is not an id', 'deny', { wishlist: ['9', 'shirt'] }),
  save('a shopper saves two ids in one entry', 'deny', { wishlist: ['9,12'] }),
  save('a shopper saves an id of 17 digits', 'deny', { wishlist: ['12345678901234567'] }),
  save('a shopper saves a wishlist that is not a list', 'deny', { wishlist: '9,12' }),
  save('a shopper changes their name with their wishlist', 'deny', { wishlist: ['9'], displayName: 'Admin' }),
  save('a shopper adds a field of their own with their wishlist', 'deny', { wishlist: ['9'], plan: 'gold' }),
  {
    name: 'a shopper creates their profile with a wishlist',
    as: ann,
    op: 'create',
    path: 'users/ann',
    data: { displayName: 'Ann Lee', email: 'ann@example.com', createdAt: { $time: 'server' }, wishlist: ['9'] },
    expect: 'deny',
  },
]
