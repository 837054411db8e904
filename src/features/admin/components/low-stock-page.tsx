// Low stock: every counted variant at or below the owner's threshold (3 until set), fewest first, each linking to
// its item's page; and the form that sets the threshold.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { OrderFacts, OrderRows, Panel } from '../../orders/components/order-styles'
import { adminCatalogQueryOptions, shopSettingsQueryOptions } from '../api/admin-catalog-query'
import { saveSettings } from '../api/catalog-actions'
import { lowVariants } from '../../../lib/catalog/low-stock-list'
import { ActionOutcome, type Outcome } from './action-outcome'

/** The highest threshold the shop's settings take. */
const MAX_LOW_STOCK_THRESHOLD = 1000

const unitsText = (units: number) => (units === 1 ? '1 unit' : `${units} units`)

export function LowStock() {
  const queryClient = useQueryClient()
  const { data: catalog } = useSuspenseQuery(adminCatalogQueryOptions())
  const { data: settings } = useSuspenseQuery(shopSettingsQueryOptions())
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const threshold = settings.lowStockThreshold
  const low = lowVariants(catalog, threshold)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('threshold') ?? '').trim()
    const value = Number(text)
    if (!/^\d+$/.test(text) || value > MAX_LOW_STOCK_THRESHOLD)
      return setOutcome({ ok: false, text: `Type a whole number of units from 0 to ${MAX_LOW_STOCK_THRESHOLD}.`, stale: false })
    setBusy(true)
    setOutcome(null)
    const answer = await saveSettings(value)
    if (answer.ok) await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] })
    setBusy(false)
    setOutcome(
      answer.ok ? { ok: true, text: `Saved: variants with ${unitsText(value)} or fewer are listed.` } : { ok: false, text: answer.message, stale: false },
    )
  }

  return (
    <>
      <Panel aria-labelledby="low-threshold">
        <h2 id="low-threshold">Threshold</h2>
        <ActionOutcome focusSaved outcome={outcome} />
        <form key={threshold} onSubmit={(event) => void submit(event)} aria-label="Threshold">
          <FormInput
            label="List variants with this many units or fewer"
            name="threshold"
            type="number"
            min={0}
            max={MAX_LOW_STOCK_THRESHOLD}
            step={1}
            defaultValue={threshold}
            required
          />
          <Button type="submit" disabled={busy}>
            Save threshold
          </Button>
        </form>
      </Panel>
      <Panel aria-labelledby="low-variants">
        <h2 id="low-variants">{`At or below ${unitsText(threshold)}`}</h2>
        {low.length === 0 ? (
          <p>No variant is at or below the threshold.</p>
        ) : (
          <OrderRows aria-label="Variants low in stock">
            {low.map((row) => (
              <li key={`${row.collectionId}/${row.itemId}/${row.variant}`}>
                <Link to="/admin/catalog/$collectionId/$itemId" params={{ collectionId: row.collectionId, itemId: String(row.itemId) }}>
                  {row.name}
                </Link>
                <OrderFacts>
                  <span>{row.variant}</span>
                  <span>{unitsText(row.units)}</span>
                  <span>{row.collectionTitle}</span>
                  {row.hidden && <span>Hidden</span>}
                </OrderFacts>
              </li>
            ))}
          </OrderRows>
        )}
      </Panel>
    </>
  )
}
