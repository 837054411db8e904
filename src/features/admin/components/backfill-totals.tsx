// Counting the orders stored before the dashboard existed, once, at the owner's press (docs/going-live.md): until
// then their sales are not in its figures. Pressing again does no harm: an order is never counted twice.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Panel } from '../../orders/components/order-styles'
import { ActionOutcome, type Outcome } from './action-outcome'

export function BackfillTotals() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function count() {
    setBusy(true)
    setOutcome(null)
    const { backfillDailyTotals } = await import('../api/backfill-totals')
    const result = await backfillDailyTotals()
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    setBusy(false)
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `Done: ${result.counted === 1 ? '1 older order' : `${result.counted} older orders`} added to the figures${result.unreadable ? `; ${result.unreadable} could not be read` : ''}.`,
          }
        : { ok: false, text: result.message, stale: false },
    )
  }

  return (
    <Panel aria-labelledby="dashboard-older">
      <h2 id="dashboard-older">Orders from before the dashboard</h2>
      <p>The figures count orders as they are paid, refunded and returned. Orders placed before the dashboard existed are counted once you add them.</p>
      <ActionOutcome outcome={outcome} focusSaved />
      <Button type="button" onClick={() => void count()} disabled={busy}>
        {busy ? 'Counting older orders…' : 'Count older orders'}
      </Button>
    </Panel>
  )
}
