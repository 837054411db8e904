import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { ShippingRatesForm } from '../../features/admin/components/shipping-rates-form'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/shipping')({
  head: () => ({ meta: [{ title: pageTitle('Shipping rates · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'shipping')) return
    const { shippingTableQueryOptions } = await import('../../features/orders/api/shipping-table-query')
    // Read afresh: the form starts from the table in force, not one an earlier page kept.
    await queryClient.fetchQuery({ ...shippingTableQueryOptions(), staleTime: 0 })
  },
  component: ShippingRoute,
})

function ShippingRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  // What every parcel costs is the owners' call: staff are pointed to the orders, and nothing is read for them.
  if (!mayDo(backOfficeRole, 'shipping')) return <OwnersOnly title="Shipping rates" />
  return (
    <>
      <PageTitle tabIndex={-1}>Shipping rates</PageTitle>
      <ShippingRatesForm />
    </>
  )
}
