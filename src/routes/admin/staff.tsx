import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { StaffPage } from '../../features/admin/components/staff-page'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/staff')({
  head: () => ({ meta: [{ title: pageTitle('Staff · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'staff')) return
    const { staffListQueryOptions } = await import('../../features/admin/api/staff-list')
    await queryClient.ensureQueryData(staffListQueryOptions())
  },
  component: StaffRoute,
})

function StaffRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  // Who works here is the owners' to decide: staff are pointed to the orders, and nothing is read for them.
  if (!mayDo(backOfficeRole, 'staff')) return <OwnersOnly title="Staff" />
  return (
    <>
      <PageTitle tabIndex={-1}>Staff</PageTitle>
      <StaffPage />
    </>
  )
}
