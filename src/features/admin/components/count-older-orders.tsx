// Counting the orders stored before a figure existed, once, at an owner's press: until then the dashboard's figures
// leave out their sales, and the customers list their buyers. Pressing again does no harm: an order is never counted
// twice.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Panel } from '../../orders/components/order-styles'
import { ActionOutcome, type Outcome } from './action-outcome'

const FIGURES = {
  dashboard: {
    heading: 'Orders from before the dashboard',
    about: 'The figures count orders as they are paid, refunded and returned. Orders placed before the dashboard existed are counted once you add them.',
    into: 'the figures',
  },
  customers: {
    heading: 'Orders from before the customers list',
    about: 'The list counts orders as they are paid and refunded. Orders placed before it existed are counted once you add them.',
    into: 'the customers',
  },
} as const

export function CountOlderOrders({ figures }: { figures: keyof typeof FIGURES }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { heading, about, into } = FIGURES[figures]

  async function count() {
    setBusy(true)
    setOutcome(null)
    const { countOlderOrders, OLDER_ORDERS_PATHS } = await import('../api/older-orders')
    const result = await countOlderOrders(OLDER_ORDERS_PATHS[figures])
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ['admin', figures] })
    setBusy(false)
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `Done: ${result.counted === 1 ? '1 older order' : `${result.counted} older orders`} added to ${into}${result.unreadable ? `; ${result.unreadable} could not be read` : ''}.`,
          }
        : { ok: false, text: result.message, stale: false },
    )
  }

  return (
    <Panel aria-labelledby={`${figures}-older`}>
      <h2 id={`${figures}-older`}>{heading}</h2>
      <p>{about}</p>
      <ActionOutcome outcome={outcome} focusSaved />
      <Button type="button" onClick={() => void count()} disabled={busy}>
        {busy ? 'Counting older orders…' : 'Count older orders'}
      </Button>
    </Panel>
  )
}
