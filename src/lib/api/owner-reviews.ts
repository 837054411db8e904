// The owner's say on a review: POST /api/admin/reviews/<id>/approve publishes it, /hide takes it off the shop (a
// waiting one or a published one). Either rewrites the item's public summary (reviewSummaries/{collectionId}_{itemId})
// from its approved reviews, in the same transaction, so a product page reads one document (decision 046). Owners only.
import { isDocumentId } from '../orders/document-id'
import { REVIEWS, type StoredReview } from '../reviews/review'
import { summaryId } from '../reviews/reviewer'
import { REVIEW_SUMMARIES, summarize } from '../reviews/summary'
import { backOfficeAccess } from './back-office-access'
import { apiError, json, type ApiResponse } from './http'
import type { Caller, Deps } from './ports'
import { readReview } from './reviews'

export const REVIEW_ACTIONS = ['approve', 'hide'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

export async function moderateReview(deps: Deps, caller: Caller | null, id: string, action: ReviewAction): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'reviews')
  if ('refused' in access) return access.refused
  if (!isDocumentId(id, 1, 120)) return apiError(404, 'not-found', 'No such review.')
  const outcome = await deps.store.runTransaction(async (tx) => {
    const review = readReview((await tx.get(`${REVIEWS}/${id}`)).data)
    if (!review) return null
    const summaryPath = `${REVIEW_SUMMARIES}/${summaryId(review.collectionId, review.itemId)}`
    // The summary is read first: a decision on another review of the item commits it, so this one runs again and
    // its query below sees that decision.
    await tx.get(summaryPath)
    const approved = await deps.store.query(REVIEWS, [
      ['collectionId', '==', review.collectionId],
      ['itemId', '==', review.itemId],
      ['status', '==', 'approved'],
    ])
    const now = deps.now()
    // Published again after being hidden, a review counts as new; approved twice, it keeps its time.
    const { approvedAt: approvedBefore, ...kept } = review
    const after: StoredReview =
      action === 'approve'
        ? { ...kept, status: 'approved', approvedAt: review.status === 'approved' && approvedBefore ? approvedBefore : now.toISOString() }
        : { ...kept, status: 'hidden' }
    const others = approved
      .filter((document) => document.id !== id)
      .flatMap((document) => {
        const other = readReview(document.data)
        return other?.approvedAt ? [{ ...other, id: document.id, approvedAt: other.approvedAt }] : []
      })
    const published = after.status === 'approved' ? [...others, { ...after, id, approvedAt: after.approvedAt! }] : others
    const summary = summarize(published)
    const { approvedAt, ...rest } = after
    tx.set(`${REVIEWS}/${id}`, {
      ...rest,
      createdAt: new Date(after.createdAt),
      updatedAt: new Date(after.updatedAt),
      ...(approvedAt ? { approvedAt: new Date(approvedAt) } : {}),
      decidedAt: now,
      decidedBy: access.caller.uid,
    })
    tx.set(summaryPath, { collectionId: review.collectionId, itemId: review.itemId, ...summary, updatedAt: now })
    return { status: after.status, summary }
  })
  if (!outcome) return apiError(404, 'not-found', 'No such review.')
  return json(200, { review: { id, status: outcome.status }, summary: outcome.summary })
}
