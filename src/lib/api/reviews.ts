// A buyer's reviews, through the order that proves they bought and received the item: POST /api/orders/<id>/reviews
// writes (or changes, while it waits for the owner) their review of one of its items, and GET answers their reviews of
// the order's items, for the order page's forms. Signed-in buyers only: a client never writes a review (firestore.rules).
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { parseReviewInput, REVIEWS, reviewId, StoredReview, type ReviewStatus } from '../reviews/review'
import { reviewableItems } from '../reviews/reviewer'
import * as v from 'valibot'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import { readOrder } from './order-store'
import type { Caller, Deps, DocumentData } from './ports'

const NOT_BUYER = 'Only a shopper who bought and received this item may review it.'

/** What the buyer sees of their review. */
const mine = (data: StoredReview) => {
  const { collectionId, itemId, rating, title, text, name, status } = data
  return { collectionId, itemId, rating, title, text, name, status }
}

export const readReview = (data: DocumentData | undefined): StoredReview | null => {
  const parsed = v.safeParse(StoredReview, data)
  return parsed.success ? parsed.output : null
}

export async function writeReview(request: ApiRequest, deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to review what you bought.')
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const input = parseReviewInput(body.value)
  if (!input.ok) return apiError(400, 'bad-review', input.message)
  const { collectionId, itemId, rating, title, text, name } = input.value
  const id = await reviewId(collectionId, itemId, caller.uid)
  const outcome = await deps.store.runTransaction(async (tx) => {
    const order = await readOrder(tx, orderId)
    const line = order?.uid === caller.uid ? reviewableItems(order).find((l) => l.collectionId === collectionId && l.itemId === itemId) : undefined
    if (!line) return 'not-buyer' as const
    const before = await tx.get(`${REVIEWS}/${id}`)
    const stored = readReview(before.data)
    if (before.data && stored?.status !== 'pending') return 'decided' as const
    const now = deps.now()
    const review = { collectionId, itemId, itemName: line.name, rating, title, text, name, status: 'pending' satisfies ReviewStatus }
    tx.set(`${REVIEWS}/${id}`, { ...review, createdAt: stored ? new Date(stored.createdAt) : now, updatedAt: now })
    return review
  })
  if (outcome === 'not-buyer') return apiError(403, 'not-buyer', NOT_BUYER)
  if (outcome === 'decided') return apiError(409, 'review-decided', 'The shop has decided on your review already, so it can no longer be changed.')
  return json(200, { review: outcome })
}

export async function myReviews(deps: Deps, caller: Caller | null, orderId: string): Promise<ApiResponse> {
  if (!caller) return apiError(401, 'unauthenticated', 'Sign in to review what you bought.')
  const order = await readOrder(deps.store, orderId)
  if (order?.uid !== caller.uid) return apiError(403, 'not-buyer', NOT_BUYER)
  const items = reviewableItems(order)
  const documents = await Promise.all(items.map(async (line) => deps.store.get(`${REVIEWS}/${await reviewId(line.collectionId, line.itemId, caller.uid)}`)))
  return json(200, { reviews: documents.flatMap((document) => readReview(document.data) ?? []).map(mine) })
}
