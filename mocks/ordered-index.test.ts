// The index walks a collection's documents in its field's order through every write, whether the writes were sorted in
// at the end of their task or just before the walk.
import { expect, it } from 'vitest'
import { OrderedIndex } from './ordered-index'
import type { StoredDocument } from './state-types'
import type { FirestoreValue } from './firestore/values'

const TIME = '2026-11-28T10:00:00.000000Z'
const at = (value?: FirestoreValue): StoredDocument => ({ fields: value ? { at: value } : {}, createTime: TIME, updateTime: TIME })
const n = (value: number): FirestoreValue => ({ integerValue: String(value) })

/** Keys by value, ties by key, as a walk lists them once ties are put in key order. */
function walked(index: OrderedIndex, descending = false, from?: FirestoreValue): string[] {
  const rows = Array.from(index.walk(descending, from), ([key, , value]) => ({ key, value: Number((value as { integerValue: string }).integerValue) }))
  // Within a value, the order is none in particular: compare sets of ties.
  for (let i = 1; i < rows.length; i++) expect(descending ? rows[i - 1]!.value >= rows[i]!.value : rows[i - 1]!.value <= rows[i]!.value).toBe(true)
  return rows.map((row) => `${row.key}=${row.value}`).sort()
}

/** What a walk should list: the keys holding a value, as `key=value`, sorted as text. */
const expected = (values: Map<string, number>, keep: (value: number) => boolean = () => true) =>
  [...values]
    .filter(([, value]) => keep(value))
    .map(([key, value]) => `${key}=${value}`)
    .sort()

it('walks up and down in the field’s order, from a value on, and leaves out documents without the field', () => {
  const index = new OrderedIndex('at')
  index.put('c/a', at(n(3)))
  index.put('c/b', at(n(1)))
  index.put('c/c', at())
  index.put('c/d', at(n(2)))
  index.put('c/e', at(n(2)))
  expect(Array.from(index.walk(false), ([key]) => key)).toEqual(expect.arrayContaining(['c/b', 'c/d', 'c/e', 'c/a']))
  expect(Array.from(index.walk(false), ([key]) => key)[0]).toBe('c/b')
  expect(Array.from(index.walk(true), ([key]) => key)[0]).toBe('c/a')
  expect(Array.from(index.walk(false, n(2)), ([key]) => key).sort()).toEqual(['c/a', 'c/d', 'c/e'])
  expect(Array.from(index.walk(true, n(2)), ([key]) => key).sort()).toEqual(['c/b', 'c/d', 'c/e'])
  expect(Array.from(index.walk(true, n(0)), ([key]) => key)).toEqual([])
})

it('follows puts, changes and removals, a few or thousands at a time, sorted at the end of the task or before a walk', async () => {
  const index = new OrderedIndex('at')
  const values = new Map<string, number>()
  let seed = 7
  const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below
  for (const [round, writes] of [3, 5000, 1, 40, 0, 2000, 16, 17].entries()) {
    for (let w = 0; w < writes; w++) {
      const key = `c/${random(3000)}`
      if (random(5) === 0) {
        index.remove(key)
        values.delete(key)
      } else if (random(7) === 0) {
        index.put(key, at())
        values.delete(key)
      } else {
        const value = random(500)
        index.put(key, at(n(value)))
        values.set(key, value)
      }
    }
    // Half the rounds let the end of the task sort the writes in; the others walk at once.
    if (round % 2) await Promise.resolve()
    expect(walked(index)).toEqual(expected(values))
    expect(walked(index, true, n(250))).toEqual(expected(values, (value) => value <= 250))
    expect(walked(index, false, n(250))).toEqual(expected(values, (value) => value >= 250))
  }
})
