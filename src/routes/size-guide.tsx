import { createFileRoute } from '@tanstack/react-router'
import page from 'virtual:info-page/size-guide'
import { infoPageHead, loadDescription } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'

export const Route = createFileRoute('/size-guide')({
  loader: () => loadDescription(() => import('virtual:info-page/size-guide')),
  head: ({ loaderData }) => infoPageHead('/size-guide', loaderData),
  component: SizeGuidePage,
})

function SizeGuidePage() {
  return <InfoPage path="/size-guide" page={page} />
}
