// The buyer's reviews of what an order brought them: read through the /api (a review that waits is not theirs to read
// from the store, decision 046), and written there, which checks they bought and received the item.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { RATINGS, REVIEW_STATUSES, type ReviewInput } from '../../../lib/reviews/review'
import { callApi } from './shop-api'

const MyReview = v.object({
  collectionId: v.string(),
  itemId: v.number(),
  rating: v.picklist(RATINGS),
  title: v.string(),
  text: v.string(),
  name: v.string(),
  status: v.picklist(REVIEW_STATUSES),
})
export type MyReview = v.InferOutput<typeof MyReview>

export const myReviewsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'reviews'],
    queryFn: async (): Promise<MyReview[]> => {
      const result = await callApi(`/orders/${encodeURIComponent(orderId)}/reviews`, v.object({ reviews: v.array(MyReview) }), { signedIn: true })
      if (!result.ok) throw new Error(result.error.message)
      return result.data.reviews
    },
  })

export type WriteReviewAnswer = { ok: true; review: MyReview } | { ok: false; message: string }

export async function writeReview(orderId: string, review: ReviewInput): Promise<WriteReviewAnswer> {
  const result = await callApi(`/orders/${encodeURIComponent(orderId)}/reviews`, v.object({ review: MyReview }), { body: review, signedIn: true })
  return result.ok ? { ok: true, review: result.data.review } : { ok: false, message: result.error.message }
}
