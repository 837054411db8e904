// The owner's reviews: those waiting to be read, with Approve and Hide; the published ones, each with Hide; and the
// hidden ones, each with Approve. Every decision goes through the /api, which keeps the item's summary with it.
import styled from '@emotion/styled'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button'
import type { ReviewStatus } from '../../../lib/reviews/review'
import { theme } from '../../../styles/theme'
import { adminReviewsQueryOptions, decideReview, type AdminReview } from '../api/admin-reviews'
import { shopDate } from '../../../lib/orders/shop-time'

const List = styled.ul`
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;
  li {
    padding: 1rem 0;
    border-top: 1px solid ${theme.color.border};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: ${theme.font.size.body};
    overflow-wrap: break-word;
  }
  p {
    margin: 0.25rem 0;
    white-space: pre-line;
    overflow-wrap: break-word;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`

const SECTIONS: { status: ReviewStatus; title: string; empty: string; actions: ('approve' | 'hide')[] }[] = [
  { status: 'pending', title: 'Waiting to be read', empty: 'No review waits.', actions: ['approve', 'hide'] },
  { status: 'approved', title: 'Published', empty: 'No review is published.', actions: ['hide'] },
  { status: 'hidden', title: 'Hidden', empty: 'No review is hidden.', actions: ['approve'] },
]

const ACTION_WORDS = { approve: 'Approve', hide: 'Hide' } as const

function ReviewSection({
  section,
  onDecide,
  busy,
}: {
  section: (typeof SECTIONS)[number]
  onDecide: (review: AdminReview, action: 'approve' | 'hide') => void
  busy: boolean
}) {
  const { data: reviews, isPending, isError } = useQuery(adminReviewsQueryOptions(section.status))
  const headingId = `reviews-${section.status}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {isPending ? (
        <p aria-busy="true">Loading…</p>
      ) : isError ? (
        <p>These reviews could not be loaded. Reload the page to try again.</p>
      ) : reviews.length === 0 ? (
        <p>{section.empty}</p>
      ) : (
        <List>
          {reviews.map((review) => (
            <li key={review.id}>
              <h3>
                {review.itemName}: {review.rating} out of 5 stars
              </h3>
              <p>
                <strong>{review.title}</strong>
              </p>
              <p>{review.text}</p>
              <p>
                {review.name}, {shopDate(review.updatedAt)}
              </p>
              <Actions>
                {section.actions.map((action) => (
                  <Button
                    key={action}
                    type="button"
                    variant={action === 'hide' ? 'inverted' : 'primary'}
                    disabled={busy}
                    aria-label={`${ACTION_WORDS[action]} the review “${review.title}” of ${review.itemName}`}
                    onClick={() => onDecide(review, action)}
                  >
                    {ACTION_WORDS[action]}
                  </Button>
                ))}
              </Actions>
            </li>
          ))}
        </List>
      )}
    </section>
  )
}

export function ReviewsPage() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState('')
  const decide = async (review: AdminReview, action: 'approve' | 'hide') => {
    setBusy(true)
    const answer = await decideReview(review.id, action)
    setBusy(false)
    setOutcome(answer.ok ? `${action === 'approve' ? 'Published' : 'Hidden'}: “${review.title}” of ${review.itemName}.` : answer.message)
    await queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] })
  }
  return (
    <>
      <p role="status">{outcome}</p>
      {SECTIONS.map((section) => (
        <ReviewSection key={section.status} section={section} busy={busy} onDecide={(review, action) => void decide(review, action)} />
      ))}
    </>
  )
}
