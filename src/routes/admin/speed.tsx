import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { RealSpeedPanel } from '../../features/admin/components/real-speed-panel'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/speed')({
  head: () => ({ meta: [{ title: pageTitle('Speed · Back office') }, { name: 'robots', content: 'noindex' }] }),
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
