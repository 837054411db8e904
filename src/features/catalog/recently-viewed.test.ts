import { describe, expect, it } from 'vitest'
import { MAX_VIEWED, readViewed, recordView, RECENTLY_VIEWED_KEY, type ViewedItem } from './recently-viewed'

const item = (n: number): ViewedItem => ({ collectionSlug: 'hats', productSlug: `hat-${n}`, name: `Hat ${n}` })

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]])
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('recently viewed', () => {
  it('keeps the newest first, each item once, at most eight', () => {
    const storage = memoryStorage()
    for (const n of [1, 2, 3]) recordView(item(n), storage)
    recordView(item(1), storage)
    expect(readViewed(storage).map((viewed) => viewed.productSlug)).toEqual(['hat-1', 'hat-3', 'hat-2'])
    for (let n = 4; n <= 12; n++) recordView(item(n), storage)
    const kept = readViewed(storage)
    expect(kept).toHaveLength(MAX_VIEWED)
    expect(kept[0]).toEqual(item(12))
    expect(kept.at(-1)).toEqual(item(5))
    expect(JSON.parse(storage.data.get(RECENTLY_VIEWED_KEY)!)).toHaveLength(MAX_VIEWED)
  })

  it('reads broken data as empty, drops entries that are not items or come twice, and records over it', () => {
    for (const broken of ['not json', '{"a":1}', 'null', '42', '"text"']) expect(readViewed(memoryStorage(broken))).toEqual([])
    const mixed = JSON.stringify([item(1), null, 'hat', { collectionSlug: 'hats' }, { ...item(2), name: 7 }, item(1), { ...item(3), extra: true }])
    expect(readViewed(memoryStorage(mixed))).toEqual([item(1), item(3)])
    const storage = memoryStorage('{broken')
    recordView(item(4), storage)
    expect(readViewed(storage)).toEqual([item(4)])
  })

  it('never fails when the store refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readViewed(refusing)).toEqual([])
    expect(() => recordView(item(1), refusing)).not.toThrow()
    expect(readViewed(undefined)).toEqual([])
  })
})
