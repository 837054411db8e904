// One item as the owner works on it: its details, its pictures, the stock of each variant, and the record of its edits.
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageTitle } from '../../../components/page-layout'
import { Panel } from '../../orders/components/order-styles'
import { findAdminItem } from '../../../lib/catalog/admin-catalog'
import { adminCatalogQueryOptions } from '../api/admin-catalog-query'
import { ItemForm } from './item-form'
import { ItemHistory } from './item-history'
import { ItemPicturesForm } from './item-pictures-form'
import { SaleForm } from './sale-form'
import { StockForm } from './stock-form'

export function AdminItemPage({ collectionId, itemId }: { collectionId: string; itemId: number }) {
  const { data } = useSuspenseQuery(adminCatalogQueryOptions())
  const entry = findAdminItem(data, collectionId, itemId)
  if (!entry) return <PageTitle tabIndex={-1}>This item is no longer in the catalog</PageTitle>
  return (
    <>
      <PageTitle tabIndex={-1}>{entry.item.name}</PageTitle>
      <p>
        {entry.collectionTitle}, item {entry.item.id}: {entry.item.hidden ? 'hidden from the shop' : 'shown in the shop'}.
      </p>
      <Panel>
        <ItemForm collectionId={collectionId} item={entry.item} />
      </Panel>
      <Panel>
        <SaleForm collectionId={collectionId} item={entry.item} />
      </Panel>
      <Panel>
        <ItemPicturesForm collectionId={collectionId} item={entry.item} />
      </Panel>
      <Panel>
        <StockForm entry={entry} />
      </Panel>
      <Panel>
        <ItemHistory collectionId={collectionId} item={entry.item} />
      </Panel>
    </>
  )
}
