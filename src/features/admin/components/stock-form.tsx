// The units of each variant. Saving sends each changed count as from → to: when a checkout took units since the
// page was read, the server refuses (stale) rather than overwrite the sale, and the owner reloads. A variant not
// counted yet has an empty field: the shop sells it without a limit until the owner gives it a count. An item
// without sizes or colours is never counted.
import styled from '@emotion/styled'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { newAttemptId } from '../../orders/attempt'
import { variantRows, type AdminCatalogItem } from '../admin-catalog'
import { saveStock } from '../api/catalog-actions'
import { refreshCatalog } from '../api/refresh-catalog'
import { ActionOutcome, type Outcome } from './action-outcome'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0 1rem;
  input {
    width: 100%;
    min-width: 0;
  }
`

const MAX_UNITS = 1_000_000

export function StockForm({ entry }: { entry: AdminCatalogItem }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const attempt = useRef(newAttemptId())
  const rows = variantRows(entry)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const units: Record<string, { from: number | null; to: number }> = {}
    for (const row of rows) {
      const text = String(form.get(`units-${row.key}`) ?? '').trim()
      if (text === '' && row.units === null) continue
      const to = Number(text)
      if (!/^\d+$/.test(text) || to > MAX_UNITS)
        return setOutcome({ ok: false, text: `${row.label}: type a whole number of units from 0 to 1,000,000.`, stale: false })
      if (to !== row.units) units[row.key] = { from: row.units, to }
    }
    if (Object.keys(units).length === 0) return setOutcome({ ok: true, text: 'Nothing to save: no count was changed.' })
    setBusy(true)
    setOutcome(null)
    const answer = await saveStock(entry.collectionId, entry.item.id, { attemptId: attempt.current, units })
    attempt.current = newAttemptId()
    if (answer.ok) await refreshCatalog(queryClient)
    setBusy(false)
    setOutcome(
      answer.ok ? { ok: true, text: 'Stock saved. The shop shows it on its next catalog read.' } : { ok: false, text: answer.message, stale: answer.stale },
    )
  }

  // A stock document keys units by variant, and a plain item's one variant has no key ('').
  if (rows.length === 1 && rows[0]?.key === '')
    return (
      <section aria-labelledby="item-stock">
        <h2 id="item-stock">Stock</h2>
        <p>An item without sizes or colours is not counted: the shop sells it without a limit.</p>
      </section>
    )
  // The form starts again from the counts as read: after a save, or a reload.
  const version = rows.map((row) => `${row.key}=${row.units}`).join('&')
  return (
    <section aria-labelledby="item-stock">
      <h2 id="item-stock">Stock</h2>
      <ActionOutcome focusSaved outcome={outcome} onReload={() => void refreshCatalog(queryClient).then(() => setOutcome(null))} />
      {rows.every((row) => row.units === null) && <p>This item’s stock is not counted: the shop sells it without a limit until you give it a count.</p>}
      <form key={version} onSubmit={(event) => void submit(event)} aria-label="Stock">
        <Grid>
          {rows.map((row) => (
            <FormInput
              key={row.key}
              label={`Units of ${row.label}`}
              name={`units-${row.key}`}
              type="number"
              min={0}
              max={MAX_UNITS}
              step={1}
              defaultValue={row.units ?? ''}
              placeholder={row.units === null ? 'Not counted' : undefined}
            />
          ))}
        </Grid>
        <Button type="submit" disabled={busy}>
          Save stock
        </Button>
      </form>
    </section>
  )
}
