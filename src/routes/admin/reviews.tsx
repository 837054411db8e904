import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { OwnersOnly } from '../../features/admin/components/owners-only'
import { ReviewsPage } from '../../features/admin/components/reviews-page'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/reviews')({
  head: () => ({ meta: [{ title: pageTitle('Reviews · Back office') }, { name: 'robots', content: 'noindex' }] }),
  component: ReviewsRoute,
})

function ReviewsRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  if (!mayDo(backOfficeRole, 'reviews')) return <OwnersOnly title="Reviews" />
  return (
    <>
      <PageTitle tabIndex={-1}>Reviews</PageTitle>
      <ReviewsPage />
    </>
  )
}
