import { describe, expect, it } from 'vitest'
import { storableDisplayName, toUserProfile } from './user-profile'

describe('toUserProfile', () => {
  it('defaults email to empty and createdAt to the epoch', () => {
    expect(toUserProfile('u1', null)).toEqual({ id: 'u1', email: '', createdAt: new Date(0), wishlist: [] })
  })

  it('copies the known stored fields, converts a Firestore timestamp and leaves unknown fields out', () => {
    const createdAt = { toDate: () => new Date('2026-01-02T03:04:05Z') }
    expect(toUserProfile('u1', { displayName: 'Ann', email: 'ann@example.com', createdAt, plan: 'gold', role: 'admin' })).toEqual({
      id: 'u1',
      displayName: 'Ann',
      email: 'ann@example.com',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      wishlist: [],
    })
  })

  it('never lets a stored id replace the uid, and ignores malformed fields', () => {
    const user = toUserProfile('u1', { id: 'someone-else', email: 42, createdAt: 'not a date', displayName: null })
    expect(user).toEqual({ id: 'u1', email: '', createdAt: new Date(0), wishlist: [] })
  })

  it('reads the wishlist tolerantly: ids stored as strings, a bad entry left out, a bad list empty', () => {
    expect(toUserProfile('u1', { wishlist: ['9', '12', 'x', 7, '9', { id: 3 }] }).wishlist).toEqual([9, 12, 7])
    expect(toUserProfile('u1', { wishlist: 'everything' }).wishlist).toEqual([])
  })
})

describe('storableDisplayName', () => {
  it('keeps at most 100 characters, counting an emoji as one', () => {
    expect(storableDisplayName('Ann')).toBe('Ann')
    expect(storableDisplayName('a'.repeat(120))).toBe('a'.repeat(100))
    expect(Array.from(storableDisplayName('😀'.repeat(101)))).toHaveLength(100)
  })
})
