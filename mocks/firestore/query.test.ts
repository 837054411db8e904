// Queries through the real SDK over seeded items, and the parts of the query language the mock refuses.
import {
  collection,
  collectionGroup,
  documentId,
  endAt,
  endBefore,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore/lite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { codeOf } from '../../tests/support/firebase-errors'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { OrderedIndex } from '../ordered-index'
import { mockState } from '../state'
import { encodeFields } from './values'

const T = '2025-01-01T00:00:00.000000Z'
const PARENT = 'collections/hats and caps'
const ITEMS: Record<string, Record<string, unknown>> = {
  a: { name: 'Beanie', price: 20, tags: ['wool', 'winter'] },
  b: { name: 'Cap', price: 15.5, tags: ['cotton'] },
  c: { name: 'Fedora', price: 60, tags: ['felt'] },
  d: { name: 'Beret', price: 20 },
  e: { name: 'Mystery' }, // no price: left out of anything ordered or filtered by price
}

beforeEach(() => {
  const documents = mockState().documents
  for (const [id, data] of Object.entries(ITEMS)) {
    documents[`${PARENT}/items/${id}`] = { fields: encodeFields(data), createTime: T, updateTime: T }
  }
  // Neither a grandchild nor an `items` collection under another parent belongs to the query.
  documents[`${PARENT}/items/a/reviews/r1`] = { fields: encodeFields({ price: 20 }), createTime: T, updateTime: T }
  documents['collections/other/items/z'] = { fields: encodeFields({ price: 20 }), createTime: T, updateTime: T }
})
afterEach(deleteDemoApps)

// The rules allow no subcollection under collections/, so these query mechanics run as the admin caller.
const items = () => collection(openFirestore('owner'), 'collections', 'hats and caps', 'items')
const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id)

describe('runQuery through the SDK', () => {
  it('lists only the direct children of the parent document, in id order', async () => {
    expect(await ids(items())).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('filters on equality, with ties in id order', async () => {
    expect(await ids(query(items(), where('price', '==', 20)))).toEqual(['a', 'd'])
    expect(await ids(query(items(), where('name', '==', 'Nope')))).toEqual([])
  })

  it('orders by a field (documents without it are left out) and limits', async () => {
    expect(await ids(query(items(), orderBy('price')))).toEqual(['b', 'a', 'd', 'c'])
    expect(await ids(query(items(), orderBy('price', 'desc'), limit(3)))).toEqual(['c', 'd', 'a'])
    expect(await ids(query(items(), orderBy('price'), limitToLast(2)))).toEqual(['d', 'c'])
  })

  it('supports range, in, not-in, != and array-contains filters', async () => {
    expect(await ids(query(items(), where('price', '>', 15.5)))).toEqual(['a', 'd', 'c'])
    expect(await ids(query(items(), where('price', '<=', 20), orderBy('price', 'desc')))).toEqual(['d', 'a', 'b'])
    expect(await ids(query(items(), where('name', 'in', ['Cap', 'Beret'])))).toEqual(['b', 'd'])
    expect(await ids(query(items(), where('price', 'not-in', [20, 60])))).toEqual(['b'])
    expect(await ids(query(items(), where('price', '!=', 20)))).toEqual(['b', 'c'])
    expect(await ids(query(items(), where('tags', 'array-contains', 'felt')))).toEqual(['c'])
    expect(await ids(query(items(), where('tags', 'array-contains-any', ['cotton', 'wool'])))).toEqual(['a', 'b'])
  })

  it('orders and filters on the document id', async () => {
    expect(await ids(query(items(), orderBy(documentId(), 'desc'), limit(2)))).toEqual(['e', 'd'])
    expect(await ids(query(items(), where(documentId(), '>', 'c')))).toEqual(['d', 'e'])
  })

  it('pages with cursors over the order, the id breaking ties', async () => {
    expect(await ids(query(items(), orderBy('price'), startAfter(20)))).toEqual(['c'])
    expect(await ids(query(items(), orderBy('price'), startAt(20)))).toEqual(['a', 'd', 'c'])
    expect(await ids(query(items(), orderBy('price', 'desc'), orderBy(documentId(), 'desc'), startAfter(20, 'd')))).toEqual(['a', 'b'])
    expect(await ids(query(items(), orderBy('price'), endBefore(20)))).toEqual(['b'])
    expect(await ids(query(items(), orderBy('price'), endAt(20)))).toEqual(['b', 'a', 'd'])
  })

  it('pages a larger collection a few at a time in the same order as one sorted list, ties included', async () => {
    const documents = mockState().documents
    const expected: { id: string; price: number }[] = []
    for (let n = 0; n < 300; n++) {
      const id = `m${String((n * 7919) % 1000).padStart(3, '0')}`
      const price = (n * 37) % 11
      documents[`${PARENT}/items/${id}`] = { fields: encodeFields({ price }), createTime: T, updateTime: T }
      expected.push({ id, price })
    }
    for (const [id, data] of Object.entries(ITEMS)) if (typeof data.price === 'number') expected.push({ id, price: data.price })
    expected.sort((a, b) => b.price - a.price || (a.id < b.id ? 1 : -1))
    const paged: string[] = []
    for (;;) {
      const last = expected.find((entry) => entry.id === paged.at(-1))
      const cursor = last ? [startAfter(last.price, last.id)] : []
      const page = await ids(query(items(), orderBy('price', 'desc'), orderBy(documentId(), 'desc'), ...cursor, limit(40)))
      paged.push(...page)
      if (page.length < 40) break
    }
    expect(paged).toEqual(expected.map((entry) => entry.id))
  })

  it('pages a collection the declared indexes order (customers by their last order) from that order, as comparing every document would', async () => {
    const documents = mockState().documents
    // How many documents the index hands the query: a page reads its own, and the ties of its last one, no more.
    let handed = 0
    const original = OrderedIndex.prototype.walk
    const walk = vi.spyOn(OrderedIndex.prototype, 'walk').mockImplementation(function* (this: OrderedIndex, ...args) {
      for (const entry of original.apply(this, args)) {
        handed++
        yield entry
      }
    })
    const customers: { id: string; at: number; terms: string[] }[] = []
    for (let n = 0; n < 400; n++) {
      const id = `k${String((n * 7919) % 1000).padStart(3, '0')}`
      // Ties in time, broken by the key; one in ten has no last order and is left out.
      const at = Date.UTC(2026, 0, 1) + ((n * 37) % 97) * 60_000
      const terms = n % 3 ? ['ada'] : ['bea']
      const fields = n % 10 === 9 ? { nameTerms: terms } : { nameTerms: terms, lastOrderAt: new Date(at) }
      documents[`customers/${id}`] = { fields: encodeFields(fields), createTime: T, updateTime: T }
      if (n % 10 !== 9) customers.push({ id, at, terms })
    }
    const db = openFirestore('owner')
    const byLatest = (a: { id: string; at: number }, b: { id: string; at: number }) => b.at - a.at || (a.id < b.id ? 1 : -1)
    async function paged(...filters: ReturnType<typeof where>[]): Promise<string[]> {
      const pages: string[] = []
      for (;;) {
        const last = customers.find((customer) => customer.id === pages.at(-1))
        const cursor = last ? [startAfter(Timestamp.fromMillis(last.at), last.id)] : []
        const q = query(collection(db, 'customers'), ...filters, orderBy('lastOrderAt', 'desc'), orderBy(documentId(), 'desc'), ...cursor, limit(25))
        const page = await ids(q)
        pages.push(...page)
        if (page.length < 25) return pages
      }
    }
    customers.sort(byLatest)
    expect(await paged()).toEqual(customers.map((customer) => customer.id))
    expect(await paged(where('nameTerms', 'array-contains', 'bea'))).toEqual(
      customers.filter((customer) => customer.terms.includes('bea')).map((customer) => customer.id),
    )
    // A later order moves its buyer to the top; a summary removed leaves the list.
    const [moved, removed] = [customers[200]!, customers[0]!]
    documents[`customers/${moved.id}`] = {
      fields: encodeFields({ nameTerms: moved.terms, lastOrderAt: new Date(Date.UTC(2027, 0, 1)) }),
      createTime: T,
      updateTime: T,
    }
    delete documents[`customers/${removed.id}`]
    handed = 0
    const firstPage = await ids(query(collection(db, 'customers'), orderBy('lastOrderAt', 'desc'), orderBy(documentId(), 'desc'), limit(3)))
    expect(firstPage).toEqual([
      moved.id,
      ...customers
        .filter((customer) => customer !== moved && customer !== removed)
        .slice(0, 2)
        .map((customer) => customer.id),
    ])
    // 360 summaries over 97 minutes: about 4 share a time.
    expect(handed).toBeGreaterThanOrEqual(3)
    expect(handed).toBeLessThan(12)
    expect(walk).toHaveBeenCalled()
    walk.mockRestore()
  })

  it('applies several filters together', async () => {
    expect(await ids(query(items(), where('price', '==', 20), where('name', '==', 'Beret')))).toEqual(['d'])
    expect(await ids(query(items(), or(where('price', '==', 60), where('name', '==', 'Cap'))))).toEqual(['b', 'c'])
  })

  it('refuses, as the real service does, an equality with a range on another field when no index is declared for it', async () => {
    expect(await codeOf(getDocs(query(items(), where('price', '==', 20), where('name', '>=', 'Beret'))))).toBe('failed-precondition')
    expect(await codeOf(getDocs(query(items(), orderBy('price'), orderBy('name'))))).toBe('failed-precondition')
  })
})

describe('what the mock refuses', () => {
  it('denies queries over profiles, even for a signed-in user', async () => {
    const db = openFirestore({ uid: 'u1' })
    expect(await codeOf(getDocs(collection(db, 'users')))).toBe('permission-denied')
    expect(await codeOf(getDocs(query(collection(db, 'users'), where(documentId(), '==', 'u1'))))).toBe('permission-denied')
  })

  it('answers 400 (lite: failed-precondition) for collection groups instead of ignoring them', async () => {
    expect(await codeOf(getDocs(collectionGroup(openFirestore('owner'), 'items')))).toBe('failed-precondition')
  })
})
