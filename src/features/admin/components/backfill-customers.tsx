// Counting the orders stored before the customers list existed, once, at an owner's press: until then their buyers
// are missing from the list, or show fewer orders. Pressing again does no harm: an order is never counted twice.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Panel } from '../../orders/components/order-styles'
import { ActionOutcome, type Outcome } from './action-outcome'

export function BackfillCustomers() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function count() {
    setBusy(true)
    setOutcome(null)
    const { backfillCustomers } = await import('../api/customer-data')
    const result = await backfillCustomers()
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] })
    setBusy(false)
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `Done: ${result.value.counted === 1 ? '1 older order' : `${result.value.counted} older orders`} added to the customers${result.value.unreadable ? `; ${result.value.unreadable} could not be read` : ''}.`,
          }
        : { ok: false, text: result.message, stale: false },
    )
  }

  return (
    <Panel aria-labelledby="customers-older">
      <h2 id="customers-older">Orders from before the customers list</h2>
      <p>The list counts orders as they are paid and refunded. Orders placed before it existed are counted once you add them.</p>
      <ActionOutcome outcome={outcome} focusSaved />
      <Button type="button" onClick={() => void count()} disabled={busy}>
        {busy ? 'Counting older orders…' : 'Count older orders'}
      </Button>
    </Panel>
  )
}
