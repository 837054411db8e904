import styled from '@emotion/styled'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { AdminOrderPage } from '../../features/admin/components/admin-order-page'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/orders/$orderId')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Order ${params.orderId} · Back office`) }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient }, params }) => {
    if (!auth.user) return
    const { AdminOrderNotFound, adminOrderQueryOptions } = await import('../../features/admin/api/admin-orders-query')
    try {
      await queryClient.ensureQueryData(adminOrderQueryOptions(params.orderId))
    } catch (error) {
      // An order that does not exist is a page that does not exist.
      throw error instanceof AdminOrderNotFound ? notFound() : error
    }
  },
  component: AdminOrderRoute,
})

const Back = styled.p`
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

function AdminOrderRoute() {
  const { orderId } = Route.useParams()
  const { backOfficeRole } = Route.useRouteContext()
  return (
    <>
      <Back>
        <Link to="/admin">
          <span aria-hidden="true">← </span>All orders
        </Link>
      </Back>
      <PageTitle tabIndex={-1}>Order {orderId}</PageTitle>
      {backOfficeRole && <AdminOrderPage orderId={orderId} role={backOfficeRole} />}
    </>
  )
}
