// An item's published reviews: the average and how many, the stars of each, and the newest in full, read from the
// item's one summary document (reviewSummaries/{collectionId}_{itemId}). Loaded by product-reviews.tsx once near.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { averageRating } from '../../../../lib/reviews/rating'
import type { PublicReview } from '../../../../lib/reviews/summary'
import { VisuallyHidden } from '../../../../components/visually-hidden'
import { theme } from '../../../../styles/theme'
import { reviewSummaryQueryOptions } from '../../api/review-summary-query'

export interface ReviewListProps {
  collectionId: string
  itemId: number
}

const StarText = styled.span`
  letter-spacing: 0.1em;
`
/** The stars as a picture: their words are beside them, for a screen reader. */
const Stars = ({ rating }: { rating: number }) => (
  <StarText aria-hidden="true">
    {'★'.repeat(Math.round(rating))}
    {'☆'.repeat(5 - Math.round(rating))}
  </StarText>
)

const Muted = styled.p`
  color: ${theme.color.muted};
`
const Average = styled.p`
  margin: 0 0 1.5rem;
  font-size: ${theme.font.size.large};
`
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1rem 0;
    border-top: 1px solid ${theme.color.border};
  }
  h3 {
    margin: 0.25rem 0;
    font-size: ${theme.font.size.body};
    overflow-wrap: break-word;
  }
  p {
    margin: 0.25rem 0;
    white-space: pre-line;
    overflow-wrap: break-word;
  }
`

const starWords = (rating: number) => `${rating} out of 5 stars`
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

function Review({ review }: { review: PublicReview }) {
  return (
    <li>
      <p>
        <Stars rating={review.rating} /> <VisuallyHidden>{starWords(review.rating)}</VisuallyHidden>
      </p>
      <h3>{review.title}</h3>
      <p>{review.text}</p>
      <Muted>
        {review.name}, {dateOf(review.at)}
      </Muted>
    </li>
  )
}

export function ReviewList({ collectionId, itemId }: ReviewListProps) {
  const { data: summary, isPending, isError } = useQuery(reviewSummaryQueryOptions(collectionId, itemId))
  if (isPending) return <Muted aria-busy="true">Loading the reviews…</Muted>
  if (isError) return <Muted>The reviews could not be loaded just now.</Muted>
  if (!summary) return <Muted>No reviews yet. Reviews come from shoppers who bought and received this item.</Muted>
  const average = averageRating(summary)
  return (
    <>
      <Average>
        <Stars rating={average} /> {average} out of 5, from {summary.count === 1 ? '1 review' : `${summary.count} reviews`}
      </Average>
      <List>
        {summary.recent.map((review) => (
          <Review key={review.id} review={review} />
        ))}
      </List>
    </>
  )
}
