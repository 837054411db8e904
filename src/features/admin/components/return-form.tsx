// Record return: the owner counts what came back of each line and how many of those units are damaged (they stay
// off sale), and, for a parcel from abroad, whether the return label is taken off the refund as the returns page
// says. The form shows the refund it will send before the press, from the same rule the server applies
// (order-return.ts); no money moves on one press: it asks again, naming the amount.
import { useId, useState, type FormEvent } from 'react'
import { formatCents } from '../../../lib/money'
import { lineName } from '../../../lib/orders/line-refund'
import { allowedDeductionCents, returnableUnits, returnedWords, returnRefundCents, type ReturnedLine } from '../../../lib/orders/order-return'
import { Group } from '../../orders/components/shipping-rate-choice'
import type { AdminOrder } from '../admin-order'
import { Choice, ConfirmStep, useConfirmStep } from './confirm-step'
import { UnitsField } from './units-field'

interface ReturnFormProps {
  order: AdminOrder
  busy: boolean
  /** Records the return; true when the server did. */
  send: (body: object, done: string) => Promise<boolean>
}

/** A count typed in a box: a whole number of 0 or more, else null. */
const countOf = (typed: string | undefined): number | null => {
  const count = Number(typed?.trim() === '' ? NaN : typed)
  return Number.isSafeInteger(count) && count >= 0 ? count : null
}

export function ReturnForm({ order, busy, send }: ReturnFormProps) {
  const id = useId()
  const [back, setBack] = useState<Record<number, string>>({})
  const [damaged, setDamaged] = useState<Record<number, string>>({})
  const [takeLabel, setTakeLabel] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const { confirming, setConfirming, confirmRef, changed } = useConfirmStep()
  const left = returnableUnits(order)
  const label = allowedDeductionCents(order)

  const lines: ReturnedLine[] = left.flatMap((most, line) => {
    const quantity = countOf(back[line])
    if (most === 0 || !quantity) return []
    return [{ line, quantity, resell: Math.max(0, quantity - (countOf(damaged[line]) ?? 0)) }]
  })
  const request = { lines, deductionCents: takeLabel ? label : 0 }
  const refund = returnRefundCents(order, request)
  const typo = left.some((most, line) => {
    const quantity = countOf(back[line]) ?? 0
    return (back[line] ?? '').trim() !== '' && (countOf(back[line]) === null || quantity > most || (countOf(damaged[line]) ?? 0) > quantity)
  })

  let summary: string
  if (lines.length === 0) summary = 'Give the units that came back.'
  else if (refund > 0)
    summary = `Will refund ${formatCents(refund)} for ${returnedWords(order, lines)}${takeLabel ? `, less ${formatCents(label)} for the return label` : ''}.`
  else summary = `Will record ${returnedWords(order, lines)}; the money went back already.`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    if (typo) return setProblem('Each line takes at most the units sent, and at most as many damaged units as came back.')
    if (lines.length === 0) return setProblem('Give the units that came back: at least one.')
    if (!confirming) return setConfirming(true)
    const sent = await send(request, refund > 0 ? `The return is recorded; ${formatCents(refund)} went back to the shopper.` : 'The return is recorded.')
    setConfirming(false)
    if (sent) setBack({})
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Record return">
      <Group aria-labelledby={`${id}-what`}>
        <legend id={`${id}-what`}>What came back</legend>
        {order.lines.map((line, index) =>
          left[index]! > 0 ? (
            <div key={index}>
              <UnitsField
                label={`${lineName(line)}: units back (${left[index]} sent)`}
                name={`back-${index}`}
                most={left[index]!}
                value={back[index] ?? ''}
                onChange={(typed) => changed(setBack)({ ...back, [index]: typed })}
              />
              <UnitsField
                label={`${lineName(line)}: of those, damaged (kept off sale)`}
                name={`damaged-${index}`}
                most={left[index]!}
                value={damaged[index] ?? ''}
                onChange={(typed) => changed(setDamaged)({ ...damaged, [index]: typed })}
              />
            </div>
          ) : null,
        )}
        {label > 0 && (
          <Choice>
            <input type="checkbox" name="returnLabel" checked={takeLabel} onChange={(event) => changed(setTakeLabel)(event.target.checked)} />
            The shopper used our return label: take its {formatCents(label)} off the refund
          </Choice>
        )}
      </Group>
      <ConfirmStep
        id={id}
        summary={summary}
        problem={problem}
        confirming={confirming}
        confirmRef={confirmRef}
        busy={busy}
        press="Record return"
        question={refund > 0 ? `Record the return and refund ${formatCents(refund)} now? No money has moved yet.` : 'Record the return now?'}
        yes={refund > 0 ? `Yes, refund ${formatCents(refund)}` : 'Yes, record it'}
        onNotNow={() => setConfirming(false)}
      />
    </form>
  )
}
