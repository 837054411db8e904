import { describe, expect, it } from 'vitest'
import { MAX_VIEWED, readViewed, recordView, RECENTLY_VIEWED_KEY, type ViewedItem } from './recently-viewed'

const item = (n: number): ViewedItem => ({ collectionSlug: 'hats', productSlug: `hat-${n}`, name: `Hat ${n}` })
const VISITOR = ''

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]])
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

describe('recently viewed', () => {
  it('keeps the newest first, each item once, at most eight', () => {
    const storage = memoryStorage()
    for (const n of [1, 2, 3]) recordView(item(n), VISITOR, storage)
    recordView(item(1), VISITOR, storage)
    expect(readViewed(VISITOR, storage).map((viewed) => viewed.productSlug)).toEqual(['hat-1', 'hat-3', 'hat-2'])
    for (let n = 4; n <= 12; n++) recordView(item(n), VISITOR, storage)
    const kept = readViewed(VISITOR, storage)
    expect(kept).toHaveLength(MAX_VIEWED)
    expect(kept[0]).toEqual(item(12))
    expect(kept.at(-1)).toEqual(item(5))
    expect(JSON.parse(storage.data.get(RECENTLY_VIEWED_KEY)!)).toEqual({ owner: VISITOR, items: kept })
  })

  it('is one list per account: a visitor’s becomes the account’s at sign-in, and an account’s is never shown to another', () => {
    const storage = memoryStorage()
    recordView(item(1), VISITOR, storage)
    // The visitor signs in: their list is the account's now.
    expect(readViewed('ann', storage)).toEqual([item(1)])
    recordView(item(2), 'ann', storage)
    expect(JSON.parse(storage.data.get(RECENTLY_VIEWED_KEY)!)).toMatchObject({ owner: 'ann' })
    // Signed out (or the account deleted), or another account: nothing, and Ann's list leaves the device.
    expect(readViewed(VISITOR, storage)).toEqual([])
    expect(storage.data.has(RECENTLY_VIEWED_KEY)).toBe(false)
    recordView(item(3), 'ann', storage)
    expect(readViewed('bob', storage)).toEqual([])
    recordView(item(4), 'bob', storage)
    expect(readViewed('bob', storage)).toEqual([item(4)])
  })

  it('reads broken data as empty, a list from before owners as a visitor’s, drops entries that are not items, and records over it', () => {
    for (const broken of ['not json', '{"a":1}', 'null', '42', '"text"', '{"owner":7,"items":[]}', '{"owner":"ann","items":{}}'])
      expect(readViewed(VISITOR, memoryStorage(broken))).toEqual([])
    const mixed = JSON.stringify([item(1), null, 'hat', { collectionSlug: 'hats' }, { ...item(2), name: 7 }, item(1), { ...item(3), extra: true }])
    expect(readViewed(VISITOR, memoryStorage(mixed))).toEqual([item(1), item(3)])
    expect(readViewed('ann', memoryStorage(mixed))).toEqual([item(1), item(3)])
    const storage = memoryStorage('{broken')
    recordView(item(4), VISITOR, storage)
    expect(readViewed(VISITOR, storage)).toEqual([item(4)])
  })

  it('never fails when the store refuses to be read or written', () => {
    const refuse = () => {
      throw new Error('SecurityError')
    }
    const refusing = { getItem: refuse, setItem: refuse, removeItem: refuse }
    expect(readViewed(VISITOR, refusing)).toEqual([])
    expect(() => recordView(item(1), 'ann', refusing)).not.toThrow()
    expect(readViewed('ann', undefined)).toEqual([])
    const ownedByAnn = { ...memoryStorage(JSON.stringify({ owner: 'ann', items: [item(1)] })), removeItem: refuse }
    expect(readViewed('bob', ownedByAnn)).toEqual([])
  })
})
