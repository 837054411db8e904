import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { CountOlderOrders } from '../../features/admin/components/count-older-orders'
import { CustomersList } from '../../features/admin/components/customers-list'
import { customersSearch } from '../../features/admin/customer-search'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

/** The back office's code loads with its pages, never for a shopper; the query's and the reads' at once. */
const loadCode = () => Promise.all([import('../../features/admin/api/customers-query'), import('../../lib/firebase/admin-customers')])

export const Route = createFileRoute('/admin/customers/')({
  validateSearch: customersSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: pageTitle('Customers · Back office') }, { name: 'robots', content: 'noindex' }] }),
  staticData: { loadCode },
  loader: async ({ context: { auth, queryClient }, deps }) => {
    if (!auth.user) return
    const [{ customersQueryOptions }] = await loadCode()
    await queryClient.ensureQueryData(customersQueryOptions(deps))
  },
  component: CustomersRoute,
})

function CustomersRoute() {
  const search = Route.useSearch()
  const { backOfficeRole } = Route.useRouteContext()
  return (
    <>
      <PageTitle tabIndex={-1}>Customers</PageTitle>
      <CustomersList search={search} />
      {mayDo(backOfficeRole, 'customer-data') && <CountOlderOrders figures="customers" />}
    </>
  )
}
