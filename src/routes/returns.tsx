import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/returns'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/returns')({
  loader: () => loadDescription(() => import('virtual:info-page/returns')),
  head: ({ loaderData }) => infoPageHead('/returns', loaderData),
  component: ReturnsPage,
})

function ReturnsPage() {
  return <InfoPage path="/returns" page={page} />
}
