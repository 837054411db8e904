// The documents by collection, and by a field's string, follow every change made through the record, and answer
// what walking the whole record would.
import { expect, it } from 'vitest'
import { documentsIn, indexedDocuments } from './collection-index'
import type { StoredDocument } from './state-types'

const TIME = '2026-11-28T10:00:00.000000Z'
const doc = (status?: string): StoredDocument => ({
  fields: status === undefined ? {} : { status: { stringValue: status } },
  createTime: TIME,
  updateTime: TIME,
})
const keys = (found: Iterable<[string, StoredDocument]>) => Array.from(found, ([key]) => key)

const statusOf = (stored: StoredDocument) => {
  const value = stored.fields.status
  return value && 'stringValue' in value ? value.stringValue : undefined
}

/** What walking every document finds. */
const walked = (record: Record<string, StoredDocument>, collection: string, status?: string) =>
  Object.keys(record).filter((key) => key.slice(0, key.lastIndexOf('/')) === collection && (status === undefined || statusOf(record[key]!) === status))

it('finds a collection’s own documents, in the record’s order, through every change', () => {
  const documents = indexedDocuments({ 'orders/b': doc('paid'), 'users/u1': doc(), 'users/u1/wishlist/w1': doc(), 'orders/a': doc('shipped') })
  expect(keys(documentsIn(documents, 'orders'))).toEqual(['orders/b', 'orders/a'])
  expect(keys(documentsIn(documents, 'users/u1/wishlist'))).toEqual(['users/u1/wishlist/w1'])
  expect(keys(documentsIn(documents, 'users'))).toEqual(['users/u1'])
  expect(keys(documentsIn(documents, 'none'))).toEqual([])

  documents['orders/c'] = doc('paid')
  delete documents['orders/b']
  documents['orders/b'] = doc('paid')
  Object.assign(documents, { 'orders/d': doc('paid') })
  expect(keys(documentsIn(documents, 'orders'))).toEqual(walked(documents, 'orders'))
  expect(keys(documentsIn(documents, 'orders'))).toEqual(['orders/a', 'orders/c', 'orders/b', 'orders/d'])
  // The record is the same one to every reader: spread, saved as JSON.
  expect(Object.keys({ ...documents })).toEqual(['users/u1', 'users/u1/wishlist/w1', 'orders/a', 'orders/c', 'orders/b', 'orders/d'])
  expect(JSON.parse(JSON.stringify(documents))).toEqual({ ...documents })
})

it('finds the documents holding a string once asked, and follows them as they change', () => {
  const documents = indexedDocuments({ 'orders/a': doc('paid'), 'orders/b': doc('shipped'), 'orders/c': doc() })
  const paid = () => keys(documentsIn(documents, 'orders', { field: 'status', value: 'paid' })).sort()
  expect(paid()).toEqual(['orders/a'])
  documents['orders/b'] = doc('paid')
  documents['orders/c'] = doc('paid')
  documents['orders/a'] = doc('shipped')
  delete documents['orders/c']
  documents['orders/e'] = { ...doc(), fields: { status: { integerValue: '1' } } }
  expect(paid()).toEqual(walked(documents, 'orders', 'paid').sort())
  expect(paid()).toEqual(['orders/b'])
  expect(keys(documentsIn(documents, 'orders', { field: 'status', value: 'shipped' }))).toEqual(['orders/a'])
})

it('walks a record that was never indexed, with the same answer', () => {
  const record = { 'orders/a': doc('paid'), 'orders/a/notes/n': doc('paid'), 'ordersx/b': doc('paid') }
  expect(keys(documentsIn(record, 'orders'))).toEqual(['orders/a'])
  expect(keys(documentsIn(record, 'orders', { field: 'status', value: 'paid' }))).toEqual(['orders/a'])
})

it('answers a field first asked for before the collection had documents from those written after', () => {
  const documents = indexedDocuments({ 'users/u1': doc() })
  expect(keys(documentsIn(documents, 'orders', { field: 'status', value: 'paid' }))).toEqual([])
  for (let index = 0; index < 5; index++) documents[`orders/${index}`] = doc(index % 2 === 0 ? 'paid' : 'shipped')
  documents['orders/2'] = doc('shipped')
  expect(keys(documentsIn(documents, 'orders', { field: 'status', value: 'paid' })).sort()).toEqual(walked(documents, 'orders', 'paid').sort())
  expect(keys(documentsIn(documents, 'orders'))).toEqual(walked(documents, 'orders'))
})
