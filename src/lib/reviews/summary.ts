// One public document per item, reviewSummaries/{collectionId}_{itemId}, that a product page reads instead of the
// reviews: how many are published, their sum and a histogram of the stars, and the newest few in full. The /api
// writes it whenever the owner approves or hides a review, from the item's approved reviews (decision 046).
import * as v from 'valibot'
import { RATINGS, type StoredReview } from './review'

export const REVIEW_SUMMARIES = 'reviewSummaries'

/** How many of the newest reviews the summary carries for the product page. */
export const RECENT_REVIEWS = 10

const PublicReview = v.object({
  id: v.string(),
  rating: v.picklist(RATINGS),
  title: v.string(),
  text: v.string(),
  name: v.string(),
  /** When it was published (ISO). */
  at: v.string(),
})
export type PublicReview = v.InferOutput<typeof PublicReview>

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

const ReviewSummary = v.object({
  count: Count,
  sum: Count,
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  histogram: v.pipe(v.array(Count), v.length(5)),
  recent: v.array(PublicReview),
})
export type ReviewSummary = v.InferOutput<typeof ReviewSummary>

/** A stored summary, or null when there is none or it is not one (the page then shows no reviews, never breaks). */
export function parseSummary(data: unknown): ReviewSummary | null {
  const parsed = v.safeParse(ReviewSummary, data)
  return parsed.success && parsed.output.count > 0 ? parsed.output : null
}

/** The summary of an item's approved reviews. */
export function summarize(approved: (Pick<StoredReview, 'rating' | 'title' | 'text' | 'name'> & { id: string; approvedAt: string })[]): ReviewSummary {
  const histogram = [0, 0, 0, 0, 0]
  for (const review of approved) histogram[review.rating - 1]!++
  const newest = [...approved].sort((a, b) => (a.approvedAt === b.approvedAt ? (a.id < b.id ? -1 : 1) : a.approvedAt < b.approvedAt ? 1 : -1))
  return {
    count: approved.length,
    sum: approved.reduce((total, review) => total + review.rating, 0),
    histogram,
    recent: newest.slice(0, RECENT_REVIEWS).map(({ id, rating, title, text, name, approvedAt }) => ({ id, rating, title, text, name, at: approvedAt })),
  }
}
