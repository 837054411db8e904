import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/shipping'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/shipping')({
  loader: () => loadDescription(() => import('virtual:info-page/shipping')),
  head: ({ loaderData }) => infoPageHead('/shipping', loaderData),
  component: ShippingPage,
})

function ShippingPage() {
  return <InfoPage path="/shipping" page={page} />
}
