// A collection's documents in the order of one top-level field, as Firestore's index on that field keeps them: a query
// ordered by it reads a page from the start of the index (or from its cursor) instead of comparing every document.
// Writes are gathered and sorted into the index together at the end of the task that made them (a commit of 10,000
// documents sorts once), or before the next walk, whichever comes first; so a walk always sees every write.
import { compareValues } from './firestore/order'
import type { FirestoreValue } from './firestore/values'
import type { StoredDocument } from './state-types'

interface Entry {
  key: string
  stored: StoredDocument
  value: FirestoreValue
  /** Replaced or removed since it was written: left out at the next sort. */
  gone: boolean
  /** Sorted into the index already (else still among those written since the last sort). */
  placed: boolean
}

const byValue = (a: Entry, b: Entry) => compareValues(a.value, b.value)

export class OrderedIndex {
  /** Entries by value, lowest first (ties in no particular order); some may be gone. */
  private sorted: Entry[] = []
  /** Written since the last sort, in no order. */
  private added: Entry[] = []
  private goneInSorted = 0
  private readonly current = new Map<string, Entry>()
  private settling = false

  constructor(readonly field: string) {}

  put(key: string, stored: StoredDocument): void {
    this.drop(key)
    const value = stored.fields[this.field]
    if (value === undefined) return
    const entry: Entry = { key, stored, value, gone: false, placed: false }
    this.current.set(key, entry)
    this.added.push(entry)
    this.settleSoon()
  }

  remove(key: string): void {
    if (this.drop(key)) this.settleSoon()
  }

  /**
   * The documents holding the field, from the lowest value up (or, `descending`, the highest down); with `from`, only
   * those at that value or after it in that direction. Documents of the same value come in no particular order.
   */
  *walk(descending: boolean, from?: FirestoreValue): Generator<[string, StoredDocument, FirestoreValue]> {
    this.settle()
    const sorted = this.sorted
    if (descending) {
      // The last entry not above `from`, then down.
      for (let at = from ? this.firstAbove(from) - 1 : sorted.length - 1; at >= 0; at--) {
        const entry = sorted[at]!
        yield [entry.key, entry.stored, entry.value]
      }
    } else {
      for (let at = from ? this.firstNotBelow(from) : 0; at < sorted.length; at++) {
        const entry = sorted[at]!
        yield [entry.key, entry.stored, entry.value]
      }
    }
  }

  /** Marks the key's entry gone; whether it had one. */
  private drop(key: string): boolean {
    const entry = this.current.get(key)
    if (!entry) return false
    this.current.delete(key)
    entry.gone = true
    if (entry.placed) this.goneInSorted++
    return true
  }

  private settleSoon(): void {
    if (this.settling) return
    this.settling = true
    queueMicrotask(() => this.settle())
  }

  /** Sorts what was written in: a few entries each into its place, many sorted together and merged. */
  private settle(): void {
    this.settling = false
    if (this.goneInSorted) {
      this.sorted = this.sorted.filter((entry) => !entry.gone)
      this.goneInSorted = 0
    }
    const added = this.added.filter((entry) => !entry.gone)
    this.added = []
    for (const entry of added) entry.placed = true
    if (added.length === 0) return
    if (added.length <= 16) {
      for (const entry of added) this.sorted.splice(this.firstAbove(entry.value), 0, entry)
      return
    }
    added.sort(byValue)
    const merged: Entry[] = new Array<Entry>(this.sorted.length + added.length)
    let i = 0
    let j = 0
    for (let at = 0; at < merged.length; at++) {
      merged[at] = j >= added.length || (i < this.sorted.length && byValue(this.sorted[i]!, added[j]!) <= 0) ? this.sorted[i++]! : added[j++]!
    }
    this.sorted = merged
  }

  /** The position of the first entry whose value is not below `value`. */
  private firstNotBelow(value: FirestoreValue): number {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareValues(this.sorted[middle]!.value, value) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  /** The position of the first entry whose value is above `value`. */
  private firstAbove(value: FirestoreValue): number {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareValues(this.sorted[middle]!.value, value) <= 0) low = middle + 1
      else high = middle
    }
    return low
  }
}
