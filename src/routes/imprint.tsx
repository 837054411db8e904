import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/imprint'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/imprint')({
  loader: () => loadDescription(() => import('virtual:info-page/imprint')),
  head: ({ loaderData }) => infoPageHead('/imprint', loaderData),
  component: ImprintPage,
})

function ImprintPage() {
  return <InfoPage path="/imprint" page={page} />
}
