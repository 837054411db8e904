// The owners' promotion codes: each with its terms, its days, its state (active, scheduled, paused, ended), what it
// has done (paid orders out of its cap, checkouts holding a place, the revenue after its discount, and the discount
// given), whether Stripe's copy still waits for a change, and the buttons its state allows; below, the form that adds
// one.
import styled from '@emotion/styled'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { outlinedButton } from '../../../components/button'
import { formatCents } from '../../../lib/money'
import { promotionState, termsWords, type Promotion } from '../../../lib/orders/promotion'
import { theme } from '../../../styles/theme'
import { changePromotion, type PromotionChange } from '../api/promotion-actions'
import { promotionsQueryOptions } from '../api/promotions-query'
import { ActionOutcome, type Outcome } from './action-outcome'
import { EntryList } from './entry-list'
import { PromotionForm } from './promotion-form'
import { shopDate } from '../../../lib/orders/shop-time'

const List = styled(EntryList)`
  h3 {
    margin: 0 0 0.5rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
  button {
    ${outlinedButton}
    margin-right: 0.75rem;
  }
`

const STATE_WORDS = { active: 'Active', scheduled: 'Not started yet', paused: 'Paused', ended: 'Ended' } as const

const day = (iso: string) => shopDate(iso)

/** The buttons a code's state allows. */
const CHANGES: Record<keyof typeof STATE_WORDS, { change: PromotionChange; label: string }[]> = {
  active: [
    { change: 'pause', label: 'Pause' },
    { change: 'end', label: 'End now' },
  ],
  scheduled: [
    { change: 'pause', label: 'Pause' },
    { change: 'end', label: 'End now' },
  ],
  paused: [
    { change: 'resume', label: 'Resume' },
    { change: 'end', label: 'End now' },
  ],
  ended: [],
}

function PromotionEntry({ promotion, onChange }: { promotion: Promotion; onChange: (code: string, change: PromotionChange) => void }) {
  const state = promotionState(promotion, new Date())
  const cap = promotion.maxRedemptions === null ? '' : ` of ${promotion.maxRedemptions}`
  return (
    <li>
      <h3>{promotion.code}</h3>
      <dl>
        <dt>State</dt>
        <dd>{STATE_WORDS[state]}</dd>
        <dt>Terms</dt>
        <dd>
          {termsWords(promotion)}
          {promotion.minSubtotalCents > 0 && `, on ${formatCents(promotion.minSubtotalCents)} or more`}; once per customer
        </dd>
        <dt>Days</dt>
        <dd>
          {day(promotion.startsAt)} to {day(promotion.endedAt ?? promotion.endsAt)}
        </dd>
        <dt>Paid orders</dt>
        <dd>
          {promotion.redemptions}
          {cap}
          {promotion.held > 0 && ` (${promotion.held} waiting for payment)`}
        </dd>
        <dt>Revenue</dt>
        <dd>
          {formatCents(promotion.revenueCents - promotion.refundedCents)} after {formatCents(promotion.discountCents)} off
          {promotion.refundedCents > 0 && ` and ${formatCents(promotion.refundedCents)} refunded`}
        </dd>
        {promotion.providerInStep === false && (
          <>
            <dt>At Stripe</dt>
            <dd>Not changed yet: tried again every 15 minutes. Meanwhile checkouts take off the discount the shop decides.</dd>
          </>
        )}
      </dl>
      {CHANGES[state].map(({ change, label }) => (
        <button key={change} type="button" onClick={() => onChange(promotion.code, change)} aria-label={`${label} ${promotion.code}`}>
          {label}
        </button>
      ))}
    </li>
  )
}

const DONE: Record<PromotionChange, string> = { pause: 'is paused', resume: 'is active again', end: 'has ended' }

export function PromotionsPage() {
  const queryClient = useQueryClient()
  const { data: promotions } = useSuspenseQuery(promotionsQueryOptions())
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey })

  async function change(code: string, what: PromotionChange) {
    const answer = await changePromotion(code, what)
    setOutcome(answer.ok ? { ok: true, text: `The code ${code} ${DONE[what]}.` } : { ok: false, text: answer.message, stale: false })
    await reload()
  }

  return (
    <>
      <ActionOutcome outcome={outcome} focusSaved />
      {promotions.length === 0 ? (
        <p>No codes yet.</p>
      ) : (
        <List aria-label="Promotion codes">
          {promotions.map((promotion) => (
            <PromotionEntry key={promotion.code} promotion={promotion} onChange={(code, what) => void change(code, what)} />
          ))}
        </List>
      )}
      <PromotionForm onAdded={reload} />
    </>
  )
}
