import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/terms'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/terms')({
  loader: () => loadDescription(() => import('virtual:info-page/terms')),
  head: ({ loaderData }) => infoPageHead('/terms', loaderData),
  component: TermsPage,
})

function TermsPage() {
  return <InfoPage path="/terms" page={page} />
}
