// One item's review form on the order page: the stars as a group of five labelled radios, a title, the words and the
// name to show (the buyer's first name and initial unless they write another), each within the limits the /api checks.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { CheckLabel } from '../../../components/check-label'
import { FormInput } from '../../../components/form-input'
import { FormTextarea } from '../../../components/form-textarea'
import { parseReviewInput, RATINGS, TEXT_MAX, TITLE_MAX } from '../../../lib/reviews/review'
import { NAME_MAX } from '../../../lib/reviews/reviewer'
import { theme } from '../../../styles/theme'
import { myReviewsQueryOptions, writeReview, type MyReview } from '../api/my-reviews'
import type { ShopperOrder } from '../shopper-order'
import { Problems } from './order-styles'

const Stars = styled.fieldset`
  margin: 1rem 0 1.25rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.35rem;
    font-size: ${theme.font.size.small};
    font-weight: ${theme.font.weight.bold};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
  }
`

type Line = ShopperOrder['lines'][number]

export function ReviewForm({ orderId, line, review, defaultName }: { orderId: string; line: Line; review: MyReview | undefined; defaultName: string }) {
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const show = (next: { ok: boolean; text: string }) => {
    setOutcome(next)
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const input = parseReviewInput({
      collectionId: line.collectionId,
      itemId: line.itemId,
      rating: Number(form.get('rating')),
      title: form.get('title'),
      text: form.get('text'),
      name: form.get('name'),
    })
    if (!input.ok) return show({ ok: false, text: input.message })
    setSending(true)
    const answer = await writeReview(orderId, input.value)
    setSending(false)
    if (!answer.ok) return show({ ok: false, text: answer.message })
    queryClient.setQueryData(myReviewsQueryOptions(orderId).queryKey, (reviews = []) => [
      ...reviews.filter((other) => other.collectionId !== line.collectionId || other.itemId !== line.itemId),
      answer.review,
    ])
    show({ ok: true, text: 'Thank you. Your review will appear on the item’s page once the shop has read it; until then you may change it.' })
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Your review of ${line.name}`} noValidate>
      <Stars>
        <legend>Your rating (required)</legend>
        <div>
          {RATINGS.map((rating) => (
            <CheckLabel key={rating}>
              <input type="radio" name="rating" value={rating} defaultChecked={review?.rating === rating} required />
              <span aria-hidden="true">{'★'.repeat(rating)}</span> {rating === 1 ? '1 star' : `${rating} stars`}
            </CheckLabel>
          ))}
        </div>
      </Stars>
      <FormInput label="Title" name="title" maxLength={TITLE_MAX} required defaultValue={review?.title ?? ''} />
      <FormTextarea label={`Your review (at most ${TEXT_MAX} characters)`} name="text" maxLength={TEXT_MAX} required defaultValue={review?.text ?? ''} />
      <FormInput label="Name shown with your review" name="name" maxLength={NAME_MAX} required defaultValue={review?.name ?? defaultName} autoComplete="off" />
      {outcome &&
        (outcome.ok ? (
          <div role="status" tabIndex={-1} ref={outcomeRef}>
            <p>{outcome.text}</p>
          </div>
        ) : (
          <Problems role="alert" tabIndex={-1} ref={outcomeRef}>
            {outcome.text}
          </Problems>
        ))}
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : review ? 'Save your review' : 'Send your review'}
      </Button>
    </form>
  )
}
