// The back office's reviews: those of one status, newest first, read afresh (buyers write and change them meanwhile),
// and the owner's decision on one, through the /api, which rewrites the item's public summary with it.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { StoredReview, type ReviewStatus } from '../../../lib/reviews/review'
import { callApi } from '../../orders/api/shop-api'

/** How many reviews of a status the page lists. */
const MOST = 100

export type AdminReview = StoredReview & { id: string }

export const adminReviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({
    queryKey: ['admin', 'reviews', status],
    queryFn: async (): Promise<AdminReview[]> => {
      const { fetchReviews } = await import('../../../lib/firebase/admin-reviews')
      const documents = await fetchReviews(status, MOST)
      // Timestamps come back as the SDK's own type: read as ISO text, as the /api stores and reads them.
      const plain = (data: unknown) =>
        Object.fromEntries(
          Object.entries(data as Record<string, unknown>).map(([key, value]) => [
            key,
            value && typeof value === 'object' && 'toDate' in value ? (value as { toDate(): Date }).toDate().toISOString() : value,
          ]),
        )
      return documents
        .flatMap(({ id, data }) => {
          const parsed = v.safeParse(StoredReview, plain(data))
          return parsed.success ? [{ ...parsed.output, id }] : []
        })
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
    },
    staleTime: 0,
  })

export async function decideReview(id: string, action: 'approve' | 'hide'): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await callApi(`/admin/reviews/${encodeURIComponent(id)}/${action}`, v.object({ review: v.object({ status: v.string() }) }), {
    body: {},
    signedIn: true,
  })
  return result.ok ? { ok: true } : { ok: false, message: result.error.message }
}
