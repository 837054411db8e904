import { createFileRoute } from '@tanstack/react-router'
import { DemoPayPage } from '../features/orders/components/demo-pay-page'
import { pageTitle } from '../lib/site'
import { pageHead } from '../lib/seo'
import { NotFoundPage } from './-components/not-found-page'

// The demo's payment page: a build for a real project pays on the provider's page, and has no code for this one.
export const Route = createFileRoute('/demo-pay/$sessionId')({
  head: () => ({ ...pageHead({ title: pageTitle('Test payment'), description: 'The demo shop’s test payment page.', path: '/demo-pay' }) }),
  component: __DEMO_BACKEND__ ? DemoPay : NotFoundPage,
})

function DemoPay() {
  const { sessionId } = Route.useParams()
  return <DemoPayPage sessionId={sessionId} />
}
