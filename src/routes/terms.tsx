import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/terms'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/terms')({
  head: () => infoPageHead('/terms'),
  component: TermsPage,
})

function TermsPage() {
  return <InfoPage path="/terms" page={page} />
}
