// The units on the shelf of each variant, and whether the shop sells the item without a limit. The owner counts
// the shelf: units held for orders not yet shipped (waiting for payment, or paid) are on it but not for sale, so the
// form says how many are held and the server sells the shelf less them (never counting a hold twice). Saving sends each changed count as
// from → to: when the shelf changed since the page was read (a paid order, another owner), the server refuses
// (stale) rather than overwrite it, and the owner reloads. Every item is counted, one without sizes or colours too;
// a variant without a count is not for sale. Selling without a limit is the owner's choice, made here.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { PLAIN_STOCK_KEY } from '../../../lib/catalog/variant'
import { theme } from '../../../styles/theme'
import { newAttemptId } from '../../orders/attempt'
import { variantRows, type AdminCatalogItem, type VariantRow } from '../../../lib/catalog/admin-catalog'
import { saveStock } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { ActionOutcome, type Outcome } from './action-outcome'
import { CheckLabel } from '../../../components/check-label'
import { FieldGrid } from './field-grid'

const Held = styled.p`
  margin: -1rem 0 1.25rem;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`
const Check = styled(CheckLabel)`
  margin-bottom: 1.25rem;
`

const MAX_UNITS = 1_000_000

const unitsLabel = (row: VariantRow) => (row.key === PLAIN_STOCK_KEY ? 'Units on the shelf' : `Units of ${row.label}`)

/** What the shelf holds beyond what is for sale: '2 held for orders not yet shipped; 3 for sale.' */
const heldText = (row: VariantRow) => `${row.held} held for orders not yet shipped; ${row.units ?? 0} for sale.`

export function StockForm({ entry }: { entry: AdminCatalogItem }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())
  const rows = variantRows(entry)
  const unlimited = entry.stock?.unlimited === true

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const units: Record<string, { from: number | null; to: number }> = {}
    for (const row of rows) {
      const text = String(form.get(`units-${row.key}`) ?? '').trim()
      if (text === '' && row.shelf === null) continue
      const to = Number(text)
      if (!/^\d+$/.test(text) || to > MAX_UNITS)
        return setOutcome({ ok: false, text: `${unitsLabel(row)}: type a whole number of units from 0 to 1,000,000.`, stale: false })
      if (to < row.held)
        return setOutcome({
          ok: false,
          text: `${unitsLabel(row)}: ${heldText(row)} The shelf has at least ${row.held} until they are shipped or end.`,
          stale: false,
        })
      if (to !== row.shelf) units[row.key] = { from: row.shelf, to }
    }
    const choice = form.get('unlimited') === 'on'
    const changes = { ...(Object.keys(units).length > 0 ? { units } : {}), ...(choice !== unlimited ? { unlimited: choice } : {}) }
    if (Object.keys(changes).length === 0) return setOutcome({ ok: true, text: 'Nothing to save: no count was changed.' })
    setBusy(true)
    setOutcome(null)
    const answer = await saveStock(entry.collectionId, entry.item.id, { attemptId: attempt.current, ...changes })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(
      answer.ok ? { ok: true, text: 'Stock saved. The shop shows it on its next catalog read.' } : { ok: false, text: answer.message, stale: answer.stale },
    )
  }

  // The form starts again from the counts as read: after a save, or a reload.
  const version = `${unlimited}&${rows.map((row) => `${row.key}=${row.shelf}+${row.held}`).join('&')}`
  return (
    <section aria-labelledby="item-stock">
      <h2 id="item-stock">Stock</h2>
      <ActionOutcome focusSaved outcome={outcome} onReload={() => void refreshCatalog(queryClient).then(() => setOutcome(null))} />
      <p>
        Count the units on the shelf. Those held for orders not yet shipped (waiting for payment, or paid) are on the shelf but not for sale: they go back on
        sale if the checkout ends unpaid, and leave with the order once it is shipped.
      </p>
      {unlimited && <p>The shop sells this item without a limit: checkouts take no units until you count it again.</p>}
      {!unlimited && rows.some((row) => row.shelf === null) && <p>A variant without a count is not for sale until you give it one.</p>}
      <form key={version} onSubmit={(event) => void submit(event)} aria-label="Stock">
        <FieldGrid columnMin="11rem">
          {rows.map((row) => (
            <div key={row.key}>
              <FormInput
                label={unitsLabel(row)}
                name={`units-${row.key}`}
                type="number"
                min={row.held}
                max={MAX_UNITS}
                step={1}
                defaultValue={row.shelf ?? ''}
                placeholder={row.shelf === null ? 'Not counted' : undefined}
              />
              {row.held > 0 && <Held>{heldText(row)}</Held>}
            </div>
          ))}
        </FieldGrid>
        <Check>
          <input type="checkbox" name="unlimited" defaultChecked={unlimited} />
          Sell without a limit (not counted)
        </Check>
        <Button type="submit" disabled={busy}>
          Save stock
        </Button>
      </form>
    </section>
  )
}
