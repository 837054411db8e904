// The catalog changes the prerendered pages do not carry yet (their price, name and JSON-LD are the last build's
// until the next one), and how to publish them. The shop itself reads the live catalog: only the first paint and
// search engines see the old page.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { firebaseSettings } from '../../../lib/firebase/settings'
import { Panel } from '../../orders/components/order-styles'
import { adminCatalogQueryOptions } from '../api/admin-catalog-query'
import { prerenderedRecordQueryOptions } from '../api/prerendered-record-query'
import { unpublishedItems } from '../unpublished'
import { shopTime } from '../../../lib/orders/shop-time'

/** The demo's catalog and its edits live in this browser: there is no build to publish them to. */
const howToPublish = () =>
  firebaseSettings().mode === 'mock'
    ? 'In the demo your edits live in this browser only, so they cannot be published: its pages are prerendered from the demo catalog.'
    : 'To publish them, run npm run publish-catalog: it takes the live catalog, rebuilds the pages from it and deploys them (the README’s “Publish catalog changes”).'

export function UnpublishedChanges() {
  const { data: catalog } = useSuspenseQuery(adminCatalogQueryOptions())
  const record = useQuery(prerenderedRecordQueryOptions())
  let body
  if (record.isPending) body = <p>Reading what the prerendered pages carry…</p>
  else if (record.isError) body = <p>What the prerendered pages carry could not be read. Reload the page to try again.</p>
  else if (!record.data) body = <p>This build prerendered no product pages: the shop shows every change on its next catalog read.</p>
  else {
    const changes = unpublishedItems(catalog, record.data)
    body = (
      <>
        <p>
          The pages were prerendered on <time dateTime={record.data.builtAt}>{shopTime(record.data.builtAt)}</time>. The shop shows live names, prices and stock
          once a page has loaded; a page’s first paint and what search engines read are the build’s.
        </p>
        {changes.length === 0 ? (
          <p>Every item’s name, price and visibility are on the prerendered pages.</p>
        ) : (
          <>
            <ul aria-label="Changes not yet on the prerendered pages">
              {changes.map((change) => (
                <li key={`${change.collectionId}/${change.itemId}`}>
                  {change.live ? (
                    <Link to="/admin/catalog/$collectionId/$itemId" params={{ collectionId: change.collectionId, itemId: String(change.itemId) }}>
                      {change.name}
                    </Link>
                  ) : (
                    change.name
                  )}
                  : {change.differences.join(' ')}
                </li>
              ))}
            </ul>
            <p>{howToPublish()}</p>
          </>
        )}
      </>
    )
  }
  return (
    <Panel aria-labelledby="unpublished">
      <h2 id="unpublished">Not yet on the prerendered pages</h2>
      {body}
    </Panel>
  )
}
