// The one route of the shop's information pages (shipping, returns, size guide, imprint, privacy, terms): the pages
// INFO_PAGES lists (src/content/shop-info-schema.ts), each at its own address; any other is not found.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { infoPathOf } from '../content/shop-info-schema'
import { infoPageHead } from './-components/info-page-head'
import { InfoPage } from './-components/info-page'
import { loadInfoPageBody, useInfoPageBody } from './-components/info-page-body'
import { useLiveInfoPage } from './-components/live-shipping-page'

export const Route = createFileRoute('/$infoPage')({
  // A route's head is in the first visit's JavaScript; the page's text, its description too, loads with the page.
  loader: async ({ params }) => {
    const path = infoPathOf(params.infoPage)
    if (!path) throw notFound()
    return { description: (await loadInfoPageBody(path)).description }
  },
  head: ({ params, loaderData }) => {
    const path = infoPathOf(params.infoPage)
    return path ? infoPageHead(path, loaderData) : {}
  },
  // Hydration does not run the loader: the text's module may still be on its way (./-components/info-page-body.ts).
  wrapInSuspense: true,
  component: InfoPageRoute,
})

function InfoPageRoute() {
  const path = infoPathOf(Route.useParams().infoPage)
  if (!path) throw notFound()
  // The shipping page follows the owner's shipping table (./-components/live-shipping-page.ts).
  return <InfoPage path={path} page={useLiveInfoPage(path, useInfoPageBody(path))} />
}
