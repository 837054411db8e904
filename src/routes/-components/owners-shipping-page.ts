// The shipping page's text from the table in force, or null when it is the default the page was prerendered with.
import type { QueryClient } from '@tanstack/react-query'
import { shippingPageFor } from '../../content/shipping-page'
import type { InfoPageBody } from '../../content/shop-info-schema'
import { shippingTableQueryOptions } from '../../features/orders/api/shipping-table-query'
import { SHIPPING_ZONES } from '../../lib/orders/shipping'
import { sameTable } from '../../lib/orders/shipping-table'

export async function ownersShippingPage(queryClient: QueryClient): Promise<InfoPageBody | null> {
  const table = await queryClient.fetchQuery(shippingTableQueryOptions())
  if (sameTable(table, SHIPPING_ZONES)) return null
  const { description, intro, sections } = shippingPageFor(table)
  return { description, ...(intro ? { intro } : {}), sections }
}
