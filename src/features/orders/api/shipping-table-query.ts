// The shipping table in force: the owner's (settings/shipping) when set and readable, else the default the page was
// built with. The checkout's estimate, the shipping page and the owner's form read it; the server prices from the
// same document in the checkout's transaction. Its reader loads with the first page that asks.
import { queryOptions } from '@tanstack/react-query'
import { readShippingTable } from '../../../lib/orders/shipping-table'

export const shippingTableQueryOptions = () =>
  queryOptions({
    queryKey: ['shipping-table'],
    queryFn: async () => {
      const { fetchShippingTable } = await import('../../../lib/firebase/shipping-table')
      return readShippingTable(await fetchShippingTable())
    },
    staleTime: 60_000,
  })
