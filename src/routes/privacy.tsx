import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/privacy'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/privacy')({
  loader: () => loadDescription(() => import('virtual:info-page/privacy')),
  head: ({ loaderData }) => infoPageHead('/privacy', loaderData),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <InfoPage path="/privacy" page={page} />
}
