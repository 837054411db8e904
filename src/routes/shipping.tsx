import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/shipping'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/shipping')({
  head: () => infoPageHead('/shipping'),
  component: ShippingPage,
})

function ShippingPage() {
  return <InfoPage path="/shipping" page={page} />
}
