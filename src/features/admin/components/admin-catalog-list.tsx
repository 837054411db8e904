// Every item of the catalog, collection by collection, hidden ones too: what an owner starts an edit from.
import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Panel } from '../../orders/components/order-styles'
import { adminCatalogQueryOptions } from '../api/admin-catalog-query'
import { CatalogRow } from './catalog-row'

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

export function AdminCatalogList() {
  const { data } = useSuspenseQuery(adminCatalogQueryOptions())
  return (
    <>
      {data.unreadable > 0 && <p role="status">{data.unreadable} stored items could not be read and are left out; the shop does not sell them.</p>}
      {data.collections.map((collection) => (
        <Panel key={collection.id} aria-labelledby={`collection-${collection.id}`}>
          <h2 id={`collection-${collection.id}`}>{collection.title}</h2>
          {collection.items.length === 0 ? (
            <p>No items.</p>
          ) : (
            <Rows aria-label={`Items of ${collection.title}`}>
              {collection.items.map((entry) => (
                <CatalogRow key={entry.item.id} entry={entry} />
              ))}
            </Rows>
          )}
        </Panel>
      ))}
    </>
  )
}
