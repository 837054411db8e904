import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '../../features/orders/components/invoice-page'
import { invoiceSearch } from '../../features/orders/order-search'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/account/orders/$orderId_/invoice')({
  validateSearch: invoiceSearch,
  head: () => ({ meta: [{ title: pageTitle('Invoice') }, { name: 'robots', content: 'noindex' }] }),
  component: AccountInvoiceRoute,
})

// The shopper's ID token is the claim, as on the account's order page.
function AccountInvoiceRoute() {
  const { orderId } = Route.useParams()
  const { note } = Route.useSearch()
  return <InvoicePage orderId={orderId} note={note} />
}
