import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { RealSpeedPanel } from '../../features/admin/components/real-speed-panel'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/speed')({
  head: () => ({ meta: [{ title: pageTitle('Speed · Back office') }, { name: 'robots', content: 'noindex' }] }),
  // Read as the page loads, not once it has rendered; a failure shows in the panel, never as the page's.
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'speed')) return
    const { realSpeedQueryOptions } = await import('../../features/admin/api/real-speed-query')
    await queryClient.prefetchQuery(realSpeedQueryOptions())
  },
  component: SpeedRoute,
})

function SpeedRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  if (!mayDo(backOfficeRole, 'speed')) return <OwnersOnly title="Speed" />
  return (
    <>
      <PageTitle tabIndex={-1}>Speed</PageTitle>
      <RealSpeedPanel />
    </>
  )
}
