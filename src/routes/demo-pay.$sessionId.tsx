import { createFileRoute } from '@tanstack/react-router'
import { DemoPayPage } from '../features/orders/components/demo-pay-page'
import { pageTitle } from '../lib/site'
import { NotFoundPage } from './-components/not-found-page'

// The demo's payment page: a build for a real project pays on the provider's page, and has no code for this one.
export const Route = createFileRoute('/demo-pay/$sessionId')({
  head: () => ({ meta: [{ title: pageTitle('Test payment') }, { name: 'robots', content: 'noindex' }] }),
  component: __DEMO_BACKEND__ ? DemoPay : NotFoundPage,
})

function DemoPay() {
  const { sessionId } = Route.useParams()
  return <DemoPayPage sessionId={sessionId} />
}
