import { describe, expect, it } from 'vitest'
import { requireIndex } from './indexes'

const field = (fieldPath: string, op: string) => ({ fieldFilter: { field: { fieldPath }, op, value: { stringValue: 'x' } } })
const and = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } })
const newestFirst = [
  { path: 'createdAt', descending: true },
  { path: '__name__', descending: true },
]

describe('requireIndex', () => {
  it('lets through every query the back office and the account pages send, from the declared indexes', () => {
    for (const where of [
      field('status', 'EQUAL'),
      field('email', 'EQUAL'),
      field('uid', 'EQUAL'),
      field('attention', 'EQUAL'),
      field('nameTerms', 'ARRAY_CONTAINS'),
    ])
      expect(() => requireIndex('orders', where, newestFirst)).not.toThrow()
    expect(() => requireIndex('catalogEdits', and(field('collectionId', 'EQUAL'), field('itemId', 'EQUAL')), [{ path: 'at', descending: true }])).not.toThrow()
  })

  it('needs no composite index for one ordered field, or for equalities alone', () => {
    expect(() => requireIndex('orders', undefined, newestFirst)).not.toThrow()
    expect(() => requireIndex('orders', field('createdAt', 'GREATER_THAN_OR_EQUAL'), [{ path: 'createdAt', descending: false }])).not.toThrow()
    expect(() => requireIndex('holds', and(field('a', 'EQUAL'), field('b', 'EQUAL')), [])).not.toThrow()
    expect(() => requireIndex('holds', field('a', 'EQUAL'), [{ path: 'a', descending: false }])).not.toThrow()
  })

  it('refuses, naming the index to declare, an equality with an order on another field, the wrong direction, or two orders', () => {
    expect(() => requireIndex('orders', field('country', 'EQUAL'), newestFirst)).toThrow(
      'The query requires an index: declare one on orders (country ASCENDING, createdAt DESCENDING) in firestore.indexes.json.',
    )
    expect(() => requireIndex('orders', field('status', 'EQUAL'), [{ path: 'createdAt', descending: false }])).toThrow(/requires an index/)
    expect(() => requireIndex('orders', field('nameTerms', 'EQUAL'), newestFirst)).toThrow(/nameTerms ASCENDING/)
    expect(() =>
      requireIndex('orders', undefined, [
        { path: 'total', descending: false },
        { path: 'createdAt', descending: true },
      ]),
    ).toThrow(/requires an index/)
  })
})
