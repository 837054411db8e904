// The order's Refund form: the whole order (all that is left, or an amount), or chosen lines, so many units of each,
// with or without putting the units back on sale. Before the press it says what will be refunded, from the lines'
// prices; no money moves on one press: Refund asks again, naming the amount, and only "Yes, refund $…" sends it. The
// server decides all the same, and says why when it refuses (more than is left, another owner first).
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormInput } from '../../../components/form-input'
import { formatCents, toCents } from '../../../lib/money'
import { describeUnits, lineName, lineRefundCents, unitsLeftToRefund, type RefundedUnits } from '../../../lib/orders/line-refund'
import { refundableCents, wasShipped } from '../../../lib/orders/order'
import { newAttemptId } from '../../orders/attempt'
import { Choice, ConfirmStep, useConfirmStep } from './confirm-step'
import { Group } from '../../orders/components/shipping-rate-choice'
import type { AdminOrder } from '../admin-order'
import { SHOP_CURRENCY } from '../../../lib/money'
import { ReasonField } from './reason-field'
import { UnitsField } from './units-field'

type Mode = 'whole' | 'lines'

interface RefundFormProps {
  order: AdminOrder
  busy: boolean
  /** Sends the refund; true when the server made it. */
  send: (body: object, done: string) => Promise<boolean>
}

export function RefundForm({ order, busy, send }: RefundFormProps) {
  const id = useId()
  const attempt = useRef(newAttemptId())
  const [mode, setMode] = useState<Mode>('whole')
  const [amount, setAmount] = useState('')
  const [counts, setCounts] = useState<Record<number, string>>({})
  const [restock, setRestock] = useState(!wasShipped(order))
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // The amount the owner has been asked to confirm, after a first press of Refund; any change asks again.
  const { confirming, setConfirming, confirmRef, changed } = useConfirmStep()
  const refundable = refundableCents(order)
  const left = unitsLeftToRefund(order)
  const unitsBack = order.restockedAt !== undefined
  const chosen: RefundedUnits[] = left.flatMap((most, line) => {
    const quantity = Number(counts[line] ?? '')
    // A line with nothing left is not offered; more than is left is the server's to refuse, with what is left.
    return most > 0 && Number.isSafeInteger(quantity) && quantity > 0 ? [{ line, quantity }] : []
  })
  const linesCents = lineRefundCents(order, chosen)
  const typed = amount.trim() === '' ? null : toCents(Number(amount))

  const wholeCents = typed !== null && Number.isFinite(typed) ? Math.min(typed, refundable) : refundable
  const sendsCents = mode === 'whole' ? wholeCents : linesCents
  let summary: string
  if (mode === 'whole') summary = `Will refund ${formatCents(wholeCents)} of this order.`
  else if (chosen.length === 0) summary = 'Choose how many units of each line to refund.'
  else
    summary = `Will refund ${formatCents(linesCents)} for ${chosen.map(({ line, quantity }) => describeUnits(order.lines[line]!, quantity)).join(', ')}; ${
      restock && !unitsBack ? 'the units go back on sale' : 'the units are not put back on sale'
    }.`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    if (mode === 'lines' && chosen.length === 0) return setProblem('Choose at least one unit to refund.')
    if (!confirming) return setConfirming(true)
    const why = reason.trim() ? { reason: reason.trim() } : {}
    const body =
      mode === 'whole'
        ? { attemptId: attempt.current, ...(typed !== null ? { amountCents: typed } : {}), ...why }
        : { attemptId: attempt.current, lines: chosen, restock: restock && !unitsBack, ...why }
    const done = mode === 'whole' ? 'Refunded.' : `Refunded ${formatCents(linesCents)}.`
    const sent = await send(body, done)
    setConfirming(false)
    if (!sent) return
    attempt.current = newAttemptId()
    setAmount('')
    setCounts({})
    setReason('')
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Refund">
      <Group aria-labelledby={`${id}-what`}>
        <legend id={`${id}-what`}>What to refund</legend>
        <Choice>
          <input type="radio" name="refundMode" checked={mode === 'whole'} onChange={() => changed(setMode)('whole')} />
          The whole order, or an amount
        </Choice>
        <Choice>
          <input type="radio" name="refundMode" checked={mode === 'lines'} onChange={() => changed(setMode)('lines')} />
          Chosen lines
        </Choice>
      </Group>
      {mode === 'whole' ? (
        <FormInput
          label={`Amount in ${SHOP_CURRENCY.units} (empty: all that is left, ${formatCents(refundable)})`}
          name="amount"
          inputMode="decimal"
          pattern="\d+(\.\d{1,2})?"
          autoComplete="off"
          value={amount}
          onChange={(event) => changed(setAmount)(event.target.value)}
        />
      ) : (
        <Group aria-labelledby={`${id}-units`}>
          <legend id={`${id}-units`}>Units to refund</legend>
          {order.lines.map((line, index) =>
            left[index]! > 0 ? (
              <UnitsField
                key={index}
                label={`${lineName(line)}: units to refund (${left[index]} left, ${formatCents(line.unitCents)} each)`}
                name={`line-${index}`}
                most={left[index]!}
                value={counts[index] ?? ''}
                onChange={(typed) => changed(setCounts)({ ...counts, [index]: typed })}
              />
            ) : null,
          )}
          {unitsBack ? (
            <p>The units of this order are back on sale already.</p>
          ) : (
            <Choice>
              <input type="checkbox" name="restock" checked={restock} onChange={(event) => changed(setRestock)(event.target.checked)} />
              Put the units back on sale
            </Choice>
          )}
        </Group>
      )}
      <ReasonField value={reason} onChange={changed(setReason)} />
      <ConfirmStep
        id={id}
        summary={summary}
        problem={problem}
        confirming={confirming}
        confirmRef={confirmRef}
        busy={busy}
        press="Refund"
        question={`Refund ${formatCents(sendsCents)} now? No money has moved yet.`}
        yes={`Yes, refund ${formatCents(sendsCents)}`}
        onNotNow={() => setConfirming(false)}
      />
    </form>
  )
}
