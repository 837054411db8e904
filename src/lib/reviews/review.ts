// A buyer's review of an item they received: what it holds, its limits and its states, read alike by the /api (which
// checks and stores it), the order page's form and the back office. One review per buyer and item
// (reviews/{collectionId}_{itemId}_{reviewer}, the reviewer a hash of the account's uid, so a published review names
// no account); the buyer may change it while it waits, and the owner approves or hides it (decision 046).
import * as v from 'valibot'
import { sha256Hex } from '../orders/guest-token'
import { NAME_MAX } from './reviewer'

export const REVIEWS = 'reviews'
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const RATINGS = [1, 2, 3, 4, 5] as const
export const TITLE_MAX = 80
export const TEXT_MAX = 2000

/** Text the shopper typed: trimmed, its runs of spaces kept (a review may have paragraphs). */
const Typed = (max: number, what: string) =>
  v.pipe(
    v.string(`Write ${what}.`),
    v.trim(),
    v.minLength(1, `Write ${what}.`),
    v.check((text) => [...text].length <= max, `Keep ${what} to ${max} characters.`),
  )

/** What the order page sends: the item (a line of the order), the stars and the words, and the name to show. */
const ReviewInput = v.object({
  collectionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  itemId: v.pipe(v.number(), v.safeInteger()),
  rating: v.pipe(v.number('Choose a rating from 1 to 5 stars.'), v.picklist(RATINGS, 'Choose a rating from 1 to 5 stars.')),
  title: Typed(TITLE_MAX, 'a title'),
  text: Typed(TEXT_MAX, 'your review'),
  name: Typed(NAME_MAX, 'the name to show'),
})
export type ReviewInput = v.InferOutput<typeof ReviewInput>

export function parseReviewInput(body: unknown): { ok: true; value: ReviewInput } | { ok: false; message: string } {
  const parsed = v.safeParse(ReviewInput, body)
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: parsed.issues[0].message }
}

/** A review as stored (times as ISO text, as the store reads them back). */
export const StoredReview = v.object({
  collectionId: v.string(),
  itemId: v.number(),
  itemName: v.string(),
  rating: v.picklist(RATINGS),
  title: v.string(),
  text: v.string(),
  name: v.string(),
  status: v.picklist(REVIEW_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  approvedAt: v.optional(v.string()),
})
export type StoredReview = v.InferOutput<typeof StoredReview>

/** The review's document id: one per buyer and item. */
export const reviewId = async (collectionId: string, itemId: number, uid: string): Promise<string> =>
  `${collectionId}_${itemId}_${(await sha256Hex(`review:${uid}`)).slice(0, 24)}`
