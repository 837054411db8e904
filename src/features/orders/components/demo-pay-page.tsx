// The demo's stand-in for the payment provider's hosted page: what is being paid, and three buttons that do what
// the provider would (take the payment, go back, let the session run out), then follow the shop's own success
// or cancel address. Only the demo build contains it.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { PageTitle } from '../../../components/page-layout'
import { formatCents } from '../../../lib/money'
import type { PricedLine } from '../../../lib/orders/pricing'
import type { ShippingRate } from '../../../lib/orders/shipping'
import { callApi } from '../api/shop-api'
import { OrderLines } from './order-lines'
import { Notice, Panel, Problems, Sums } from './order-styles'

interface DemoSession {
  status: 'open' | 'complete' | 'expired'
  customerEmail: string
  amountSubtotal: number
  lines: PricedLine[]
  shippingOptions: ShippingRate[]
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const sessionQuery = (sessionId: string) => ({
  queryKey: ['demo-pay', sessionId],
  queryFn: async () => {
    const result = await callApi<DemoSession>(`/demo-pay/${encodeURIComponent(sessionId)}`)
    if (!result.ok) throw new Error(result.error.message)
    return result.data
  },
  retry: false,
})

type Action = 'pay' | 'cancel' | 'expire'

export function DemoPayPage({ sessionId }: { sessionId: string }) {
  const { data: session, error } = useQuery(sessionQuery(sessionId))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const act = async (action: Action) => {
    setBusy(true)
    setFailure(null)
    const result = await callApi<{ redirect: string }>(`/demo-pay/${encodeURIComponent(sessionId)}`, { body: { action } })
    if (result.ok) return location.assign(result.data.redirect)
    setFailure(result.error.message)
    setBusy(false)
  }

  const shipping = session?.shippingOptions[0]
  return (
    <>
      <PageTitle>Test payment</PageTitle>
      <Notice role="note">This is a test payment page of the demo shop, standing in for the payment provider. No card is asked for and no money moves.</Notice>
      <Panel aria-label="Payment">
        {error && <Problems role="alert">{error.message}</Problems>}
        {failure && (
          <Problems role="alert" tabIndex={-1} ref={(box) => box?.focus()}>
            {failure}
          </Problems>
        )}
        {session && shipping && (
          <>
            <p>Paying as {session.customerEmail}</p>
            <OrderLines lines={session.lines} label="What you are paying for" />
            <Sums>
              <dt>Subtotal</dt>
              <dd>{formatCents(session.amountSubtotal)}</dd>
              <dt>Shipping ({shipping.label})</dt>
              <dd>{formatCents(shipping.cents)}</dd>
              <dt>Amount to pay</dt>
              <dd>{formatCents(session.amountSubtotal + shipping.cents)}</dd>
            </Sums>
            <Buttons>
              <Button type="button" disabled={busy} onClick={() => void act('pay')}>
                Pay
              </Button>
              <Button type="button" variant="inverted" disabled={busy} onClick={() => void act('cancel')}>
                Cancel
              </Button>
              <Button type="button" variant="inverted" disabled={busy} onClick={() => void act('expire')}>
                Let the session expire
              </Button>
            </Buttons>
          </>
        )}
      </Panel>
    </>
  )
}
