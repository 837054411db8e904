// The demo's stand-in for the payment provider's hosted page: what is being paid, the shipping rate and address
// the provider's page asks for, and three buttons that do what the provider would (take the payment, go back, let
// the session run out), then follow the shop's own success or cancel address. Only the demo build contains it.
import { useQuery } from '@tanstack/react-query'
import { PageTitle } from '../../../components/page-layout'
import { DemoSession } from '../api/demo-answers'
import { callApi } from '../api/shop-api'
import { DemoPayForm } from './demo-pay-form'
import { Notice, Panel, Problems } from './order-styles'

const sessionQuery = (sessionId: string) => ({
  queryKey: ['demo-pay', sessionId],
  queryFn: async () => {
    const result = await callApi(`/demo-pay/${encodeURIComponent(sessionId)}`, DemoSession)
    if (!result.ok) throw new Error(result.error.message)
    return result.data
  },
  retry: false,
})

export function DemoPayPage({ sessionId }: { sessionId: string }) {
  const { data: session, error } = useQuery(sessionQuery(sessionId))
  return (
    <>
      <PageTitle>Test payment</PageTitle>
      <Notice role="note">This is a test payment page of the demo shop, standing in for the payment provider. No card is asked for and no money moves.</Notice>
      <Panel aria-label="Payment">
        {error && <Problems role="alert">{error.message}</Problems>}
        {session && session.shippingOptions.length > 0 && <DemoPayForm sessionId={sessionId} session={session} />}
      </Panel>
    </>
  )
}
