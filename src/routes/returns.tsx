import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/returns'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/returns')({
  head: () => infoPageHead('/returns'),
  component: ReturnsPage,
})

function ReturnsPage() {
  return <InfoPage path="/returns" page={page} />
}
