import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/size-guide'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/size-guide')({
  head: () => infoPageHead('/size-guide'),
  component: SizeGuidePage,
})

function SizeGuidePage() {
  return <InfoPage path="/size-guide" page={page} />
}
