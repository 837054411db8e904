import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { PromotionsPage } from '../../features/admin/components/promotions-page'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/promotions')({
  head: () => ({ meta: [{ title: pageTitle('Promotion codes · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'promotions')) return
    const { promotionsQueryOptions } = await import('../../features/admin/api/promotions-query')
    await queryClient.ensureQueryData(promotionsQueryOptions())
  },
  component: PromotionsRoute,
})

function PromotionsRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  // Codes give the shop's money away: staff are pointed to the orders, and nothing is read for them.
  if (!mayDo(backOfficeRole, 'promotions')) return <OwnersOnly title="Promotion codes" />
  return (
    <>
      <PageTitle tabIndex={-1}>Promotion codes</PageTitle>
      <PromotionsPage />
    </>
  )
}
