import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '../features/orders/components/invoice-page'
import { invoiceSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'

export const Route = createFileRoute('/orders/$orderId_/invoice')({
  validateSearch: invoiceSearch,
  // A private page, like the order's: its address carries the key to the order.
  head: () => ({ meta: [{ title: pageTitle('Invoice') }, { name: 'robots', content: 'noindex' }] }),
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { orderId } = Route.useParams()
  const { token, note } = Route.useSearch()
  return <InvoicePage orderId={orderId} token={token} note={note} />
}
