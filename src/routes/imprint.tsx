import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/imprint'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/imprint')({
  head: () => infoPageHead('/imprint'),
  component: ImprintPage,
})

function ImprintPage() {
  return <InfoPage path="/imprint" page={page} />
}
