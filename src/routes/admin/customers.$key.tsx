import styled from '@emotion/styled'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { CustomerPage } from '../../features/admin/components/customer-page'
import { parseCursor } from '../../features/admin/admin-search'
import { pageTitle } from '../../lib/site'

const customerPageSearch = (search: Record<string, unknown>): { after?: string } =>
  typeof search.after === 'string' && parseCursor(search.after) ? { after: search.after } : {}

export const Route = createFileRoute('/admin/customers/$key')({
  validateSearch: customerPageSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: pageTitle('Customer · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient }, params, deps }) => {
    if (!auth.user) return
    const { CustomerNotFound, customerOrdersQueryOptions, customerQueryOptions } = await import('../../features/admin/api/customers-query')
    try {
      await Promise.all([
        queryClient.ensureQueryData(customerQueryOptions(params.key)),
        queryClient.ensureQueryData(customerOrdersQueryOptions(params.key, deps.after)),
      ])
    } catch (error) {
      // A key that is no email's is a page that does not exist.
      throw error instanceof CustomerNotFound ? notFound() : error
    }
  },
  component: CustomerRoute,
})

const Back = styled.p`
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

function CustomerRoute() {
  const { key } = Route.useParams()
  const { after } = Route.useSearch()
  const { backOfficeRole } = Route.useRouteContext()
  return (
    <>
      <Back>
        <Link to="/admin/customers">
          <span aria-hidden="true">← </span>All customers
        </Link>
      </Back>
      {backOfficeRole && <CustomerPage customerKey={key} after={after} role={backOfficeRole} />}
    </>
  )
}
