import { describe, expect, it } from 'vitest'
import { toCurrentUser } from './current-user'

describe('toCurrentUser', () => {
  it('defaults email to empty and createdAt to the epoch', () => {
    expect(toCurrentUser('u1', null)).toEqual({ id: 'u1', email: '', createdAt: new Date(0) })
  })

  it('spreads the stored fields and converts a Firestore timestamp', () => {
    const createdAt = { toDate: () => new Date('2026-01-02T03:04:05Z') }
    expect(toCurrentUser('u1', { displayName: 'Ann', email: 'ann@example.com', createdAt, plan: 'gold' })).toEqual({
      id: 'u1',
      displayName: 'Ann',
      email: 'ann@example.com',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      plan: 'gold',
    })
  })

  it('never lets a stored id replace the uid, and ignores malformed fields', () => {
    const user = toCurrentUser('u1', { id: 'someone-else', email: 42, createdAt: 'not a date', displayName: null })
    expect(user).toEqual({ id: 'u1', email: '', createdAt: new Date(0) })
  })
})
