import { describe, expect, it } from 'vitest'
import { MAX_WISHLIST } from '../../lib/wishlist'
import { MAX_UNSENT, PAGE_STARTED_AT, UNSENT_MAX_AGE_MS, leftUnsent, parseUnsent, withUnsent, withoutSent, type UnsentChange } from './unsent-changes'

const NOW = 1_800_000_000_000
const change = (id: number, saved: boolean, at = NOW - 1000, uid = 'ann'): UnsentChange => ({ uid, id, saved, at })

describe('parseUnsent', () => {
  it('reads the changes it stores', () => {
    const changes = [change(1, true), change(2, false)]
    expect(parseUnsent(JSON.stringify(changes), NOW)).toEqual(changes)
  })

  it.each(['', '{', 'null', '42', '{"uid":"ann"}'])('reads %j as no changes', (text) => {
    expect(parseUnsent(text, NOW)).toEqual([])
  })

  it('drops broken entries and keeps the good ones, without extra fields', () => {
    const text = JSON.stringify([
      null,
      { uid: '', id: 1, saved: true, at: NOW },
      { uid: 'ann', id: 1.5, saved: true, at: NOW },
      { uid: 'ann', id: '1', saved: true, at: NOW },
      { uid: 'ann', id: 1, saved: 'yes', at: NOW },
      { uid: 'ann', id: 1, saved: true },
      { ...change(3, true), extra: 'x' },
    ])
    expect(parseUnsent(text, NOW)).toEqual([change(3, true)])
  })

  it('drops changes older than the age limit, and keeps the newest MAX_UNSENT', () => {
    expect(parseUnsent(JSON.stringify([change(1, true, NOW - UNSENT_MAX_AGE_MS), change(2, true)]), NOW)).toEqual([change(2, true)])
    const many = Array.from({ length: MAX_UNSENT + 3 }, (_, index) => change(index, true, NOW - 1000 + index))
    const kept = parseUnsent(JSON.stringify(many), NOW)
    expect(kept).toHaveLength(MAX_UNSENT)
    expect(kept[0]!.id).toBe(3)
  })
})

describe('withUnsent', () => {
  it('makes the account’s changes in order, and leaves other accounts’ alone', () => {
    const changes = [change(1, true), change(27, false), change(5, true, NOW, 'bob'), change(27, true), change(1, false)]
    expect(withUnsent([27, 9], changes, 'ann')).toEqual([9, 27])
    expect(withUnsent([27, 9], changes, 'bob')).toEqual([27, 9, 5])
  })

  it('changes nothing made already (a change sent twice does no harm), and never passes the cap', () => {
    expect(withUnsent([1, 2], [change(1, true), change(3, false)], 'ann')).toEqual([1, 2])
    const full = Array.from({ length: MAX_WISHLIST }, (_, index) => index + 100)
    expect(withUnsent(full, [change(1, true)], 'ann')).toEqual(full)
  })

  it('gives back the same list when the account has no changes', () => {
    const ids = [1, 2]
    expect(withUnsent(ids, [change(3, true, NOW, 'bob')], 'ann')).toBe(ids)
  })
})

describe('leftUnsent', () => {
  it('is the account’s changes made before this page started', () => {
    const left = change(1, true, PAGE_STARTED_AT - 1)
    const changes = [left, change(2, true, PAGE_STARTED_AT), change(3, true, PAGE_STARTED_AT - 1, 'bob')]
    expect(leftUnsent(changes, 'ann')).toEqual([left])
  })
})

describe('withoutSent', () => {
  it('takes each sent change out once, matching all of its fields', () => {
    const twice = change(1, true)
    const changes = [twice, change(1, true, NOW - 5), twice, change(1, false)]
    expect(withoutSent(changes, [twice])).toEqual([change(1, true, NOW - 5), twice, change(1, false)])
    expect(withoutSent(changes, [change(9, true)])).toEqual(changes)
  })
})
