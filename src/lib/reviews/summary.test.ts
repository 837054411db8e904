import { describe, expect, it } from 'vitest'
import { averageRating } from './rating'
import { parseSummary, RECENT_REVIEWS, summarize } from './summary'

const approved = (id: string, rating: 1 | 2 | 3 | 4 | 5, approvedAt: string) => ({ id, rating, title: `T${id}`, text: 'Words.', name: 'Ann L.', approvedAt })

describe("an item's review summary", () => {
  it('counts, sums and sorts the stars into a histogram, the newest reviews first', () => {
    const summary = summarize([approved('a', 5, '2026-11-01T00:00:00Z'), approved('b', 2, '2026-11-03T00:00:00Z'), approved('c', 5, '2026-11-02T00:00:00Z')])
    expect(summary).toMatchObject({ count: 3, sum: 12, histogram: [0, 1, 0, 0, 2] })
    expect(summary.recent.map((review) => review.id)).toEqual(['b', 'c', 'a'])
    expect(summary.recent[0]).toEqual({ id: 'b', rating: 2, title: 'Tb', text: 'Words.', name: 'Ann L.', at: '2026-11-03T00:00:00Z' })
    expect(averageRating(summary)).toBe(4)
  })

  it('keeps the newest few in full, and counts them all', () => {
    const many = Array.from({ length: RECENT_REVIEWS + 3 }, (_, n) => approved(`r${n}`, 4, `2026-11-${String(n + 1).padStart(2, '0')}T00:00:00Z`))
    const summary = summarize(many)
    expect(summary.count).toBe(RECENT_REVIEWS + 3)
    expect(summary.recent).toHaveLength(RECENT_REVIEWS)
    expect(summary.recent[0]!.id).toBe(`r${RECENT_REVIEWS + 2}`)
  })

  it('averages to one decimal, 0 with none', () => {
    expect(averageRating({ count: 3, sum: 13 })).toBe(4.3)
    expect(averageRating({ count: 0, sum: 0 })).toBe(0)
    expect(summarize([])).toEqual({ count: 0, sum: 0, histogram: [0, 0, 0, 0, 0], recent: [] })
  })

  it('reads a stored summary, or none from an empty or broken one', () => {
    const summary = summarize([approved('a', 5, '2026-11-01T00:00:00Z')])
    expect(parseSummary({ ...summary, collectionId: '2', itemId: 9, updatedAt: '2026-11-01T00:00:00Z' })).toEqual(summary)
    expect(parseSummary(summarize([]))).toBeNull()
    expect(parseSummary({ ...summary, histogram: [1] })).toBeNull()
    expect(parseSummary('nothing')).toBeNull()
  })
})
