// Add a code: its name, a percent or an amount off, an optional minimum, its first and last day, and an optional cap
// on paid orders. Every code is once per customer. The server checks it all and answers a sentence when it refuses.
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { FormSelect } from '../../../components/form-select'
import { SHOP_CURRENCY } from '../../../lib/money'
import { addPromotion } from '../api/promotion-actions'
import { promotionBody, type PromotionValues } from '../promotion-values'
import { ActionOutcome, type Outcome } from './action-outcome'
import { FieldGrid } from './field-grid'
import { shopDay } from '../../../lib/orders/shop-time'

const KINDS = [
  { value: 'percent', text: 'A percent off' },
  { value: 'fixed', text: `An amount off (${SHOP_CURRENCY.units})` },
] as const

/** Today in the shop's time zone, as a date field holds it. */
const today = () => shopDay(new Date().toISOString())

export function PromotionForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [kind, setKind] = useState<PromotionValues['kind']>('percent')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const values: PromotionValues = {
      code: text('code'),
      kind,
      value: text('value'),
      minimum: text('minimum'),
      firstDay: text('firstDay'),
      lastDay: text('lastDay'),
      cap: text('cap'),
    }
    setBusy(true)
    const answer = await addPromotion(promotionBody(values))
    setBusy(false)
    if (!answer.ok) return setOutcome({ ok: false, text: answer.message, stale: false })
    form.reset()
    setOutcome({ ok: true, text: `The code ${values.code.trim().toUpperCase()} was added.` })
    await onAdded()
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="add-code-heading" aria-busy={busy}>
      <h2 id="add-code-heading">Add a code</h2>
      <ActionOutcome outcome={outcome} focusSaved />
      <FieldGrid columnMin="11rem">
        <FormInput label="Code" name="code" required minLength={3} maxLength={32} pattern="[A-Za-z0-9_\-]+" autoComplete="off" />
        <FormSelect
          label="Discount"
          name="kind"
          required
          placeholder="Choose"
          options={KINDS}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'fixed' ? 'fixed' : 'percent')}
        />
        <FormInput
          label={kind === 'percent' ? 'Percent off' : `Amount off (${SHOP_CURRENCY.units})`}
          name="value"
          type="number"
          required
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          step={kind === 'percent' ? 1 : 'any'}
        />
        <FormInput label={`Minimum order (${SHOP_CURRENCY.units}, optional)`} name="minimum" type="number" min={0} step="any" />
        <FormInput label="First day" name="firstDay" type="date" required defaultValue={today()} />
        <FormInput label="Last day" name="lastDay" type="date" required />
        <FormInput label="Most orders (optional)" name="cap" type="number" min={1} step={1} />
      </FieldGrid>
      <p>Each customer may use a code once (by account, or by email for a guest).</p>
      <Button type="submit" disabled={busy}>
        Add the code
      </Button>
    </form>
  )
}
