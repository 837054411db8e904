import { describe, expect, it } from 'vitest'
import { parseReviewInput, reviewId } from './review'
import { defaultReviewName, reviewableItems } from './reviewer'

const input = { collectionId: '2', itemId: 9, rating: 4, title: ' Soft ', text: 'Washed well.', name: 'Ann L.' }

describe('a review as the order page sends it', () => {
  it('takes 1 to 5 whole stars, and trims the words', () => {
    expect(parseReviewInput(input)).toEqual({ ok: true, value: { ...input, title: 'Soft' } })
    for (const rating of [0, 6, 3.5, '4', null])
      expect(parseReviewInput({ ...input, rating })).toEqual({ ok: false, message: 'Choose a rating from 1 to 5 stars.' })
  })

  it('needs a title, words and a name, each within its limit', () => {
    expect(parseReviewInput({ ...input, title: '   ' })).toEqual({ ok: false, message: 'Write a title.' })
    expect(parseReviewInput({ ...input, title: 'x'.repeat(81) })).toEqual({ ok: false, message: 'Keep a title to 80 characters.' })
    expect(parseReviewInput({ ...input, text: 'x'.repeat(2000) }).ok).toBe(true)
    expect(parseReviewInput({ ...input, text: 'x'.repeat(2001) })).toEqual({ ok: false, message: 'Keep your review to 2000 characters.' })
    expect(parseReviewInput({ ...input, name: '' })).toEqual({ ok: false, message: 'Write the name to show.' })
    expect(parseReviewInput({ ...input, name: 'x'.repeat(41) }).ok).toBe(false)
    expect(parseReviewInput(null).ok).toBe(false)
  })
})

describe('who may review what', () => {
  const lines = [
    { collectionId: '2', itemId: 9, size: 'M' },
    { collectionId: '2', itemId: 9, size: 'L' },
    { collectionId: '1', itemId: 3 },
  ]
  it('the items of a delivered order, each once; none before delivery', () => {
    expect(reviewableItems({ deliveredAt: '2026-11-20T10:00:00Z', lines })).toEqual([lines[0], lines[2]])
    expect(reviewableItems({ lines })).toEqual([])
  })

  it('one review per buyer and item, its id naming no account', async () => {
    const id = await reviewId('2', 9, 'ann')
    expect(id).toMatch(/^2_9_[0-9a-f]{24}$/)
    expect(id).not.toContain('ann')
    expect(await reviewId('2', 9, 'ann')).toBe(id)
    expect(await reviewId('2', 9, 'bo')).not.toBe(id)
  })

  it('shows the first name and the last name’s initial unless the buyer writes another', () => {
    expect(defaultReviewName('Ann Marie lee')).toBe('Ann L.')
    expect(defaultReviewName('Cher')).toBe('Cher')
    expect(defaultReviewName('  ')).toBe('')
    expect(defaultReviewName(null)).toBe('')
  })
})
