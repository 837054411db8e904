// What was done to the item, newest first: when, by whom, and each field that changed, before → after. Read on its
// own: a history that cannot be read never keeps the owner from editing the item.
import { useQuery } from '@tanstack/react-query'
import type { AdminItem } from '../../../lib/catalog/admin-catalog'
import { itemEditsQueryOptions } from '../api/admin-catalog-query'
import { describeChanges, stockChangeName, type CatalogEdit } from '../edit-record-view'
import { shopTime } from '../../../lib/orders/shop-time'

const KIND: Record<CatalogEdit['kind'], string> = { item: 'Details edited', add: 'Added', stock: 'Stock changed', settings: 'Settings changed' }

/** `item`'s lists name the variants whose counts changed. */
export function ItemHistory({ collectionId, item }: { collectionId: string; item: AdminItem }) {
  const itemId = item.id
  const { data, isError } = useQuery(itemEditsQueryOptions(collectionId, itemId))
  if (!data)
    return (
      <section aria-labelledby="item-history">
        <h2 id="item-history">History</h2>
        <p>{isError ? 'The history could not be read. Reload the page to try again.' : 'Reading the history…'}</p>
      </section>
    )
  return (
    <section aria-labelledby="item-history">
      <h2 id="item-history">History</h2>
      {data.unreadable > 0 && <p>{data.unreadable} recorded edits could not be read and are left out.</p>}
      {data.edits.length === 0 ? (
        <p>No edits recorded yet.</p>
      ) : (
        <ol aria-label="Edits, newest first">
          {data.edits.map((edit) => {
            const changes = edit.kind === 'add' ? [] : describeChanges(edit.before, edit.after)
            return (
              <li key={edit.id}>
                <time dateTime={edit.at}>{shopTime(edit.at)}</time>: {KIND[edit.kind]} by {edit.by}
                {changes.length > 0 && (
                  <ul>
                    {changes.map((change) => (
                      <li key={change.field}>
                        {edit.kind === 'stock' ? stockChangeName(change.field, item) : change.field}: {change.from} → {change.to}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
