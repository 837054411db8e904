import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/privacy'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/privacy')({
  head: () => infoPageHead('/privacy'),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <InfoPage path="/privacy" page={page} />
}
