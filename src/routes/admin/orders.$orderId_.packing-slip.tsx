import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { PackingSlip } from '../../features/admin/components/packing-slip'
import { pageTitle } from '../../lib/site'

// An order's packing slip: for owners and staff alike, who both pack parcels (the back office's layout has checked
// the role).
export const Route = createFileRoute('/admin/orders/$orderId_/packing-slip')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Packing slip ${params.orderId} · Back office`) }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient }, params }) => {
    if (!auth.user) return
    const { AdminOrderNotFound, adminOrderQueryOptions } = await import('../../features/admin/api/admin-orders-query')
    try {
      await queryClient.ensureQueryData(adminOrderQueryOptions(params.orderId))
    } catch (error) {
      throw error instanceof AdminOrderNotFound ? notFound() : error
    }
  },
  component: PackingSlipRoute,
})

function PackingSlipRoute() {
  const { orderId } = Route.useParams()
  const { backOfficeRole } = Route.useRouteContext()
  return (
    <>
      <PageTitle tabIndex={-1}>Packing slip</PageTitle>
      {backOfficeRole && <PackingSlip orderId={orderId} />}
    </>
  )
}
