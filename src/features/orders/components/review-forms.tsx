// The order page's reviews: for each item of a delivered order its buyer bought with their account, a form to rate and
// review it, or what became of the review they wrote. Loaded by the order page only for such an order.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { defaultReviewName, reviewableItems } from '../../../lib/reviews/reviewer'
import { userDocumentQueryOptions } from '../../auth/api/user-document-query'
import { theme } from '../../../styles/theme'
import { myReviewsQueryOptions, type MyReview } from '../api/my-reviews'
import type { ShopperOrder } from '../shopper-order'
import { ReviewForm } from './review-form'

const Item = styled.div`
  padding: 0.75rem 0;
  border-top: 1px solid ${theme.color.border};
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    font-weight: ${theme.font.weight.bold};
  }
`

type Line = ShopperOrder['lines'][number]

function ItemReview({ orderId, line, review, defaultName }: { orderId: string; line: Line; review: MyReview | undefined; defaultName: string }) {
  if (review?.status === 'approved') return <p>Your review of {line.name} is published on its page. Thank you.</p>
  if (review?.status === 'hidden') return <p>The shop decided not to publish your review of {line.name}.</p>
  return (
    <details>
      <summary>
        {review ? 'Change your review' : 'Write a review'} of {line.name}
      </summary>
      <ReviewForm orderId={orderId} line={line} review={review} defaultName={defaultName} />
    </details>
  )
}

/** `accountName`: the Auth account's own name, for a shopper whose profile has none. */
export function ReviewForms({ order, uid, accountName }: { order: ShopperOrder; uid: string; accountName: string | null }) {
  const { data: reviews, isPending: reviewsPending, isError } = useQuery(myReviewsQueryOptions(order.id))
  // The name the shopper gave the shop (their profile's), which the forms offer as the one to show.
  const profile = useQuery(userDocumentQueryOptions(uid))
  const isPending = reviewsPending || (profile.isPending && !profile.isError)
  const defaultName = defaultReviewName(profile.data?.displayName || accountName)
  return (
    <section aria-labelledby="your-reviews">
      <h2 id="your-reviews">Your reviews</h2>
      {isPending ? (
        <p aria-busy="true">Loading your reviews…</p>
      ) : isError ? (
        <p>Your reviews could not be loaded just now. Reload the page to try again.</p>
      ) : (
        reviewableItems(order).map((line) => (
          <Item key={`${line.collectionId}_${line.itemId}`}>
            <ItemReview
              orderId={order.id}
              line={line}
              review={reviews.find((review) => review.collectionId === line.collectionId && review.itemId === line.itemId)}
              defaultName={defaultName}
            />
          </Item>
        ))
      )}
    </section>
  )
}
