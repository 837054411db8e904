import { Outlet, createFileRoute } from '@tanstack/react-router'
import { Spinner } from '../../components/spinner'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { ShopError } from './-components/shop-error'

export const Route = createFileRoute('/shop')({
  // The collections stay in Query's cache; returning them would also make them the route's data, sent twice with
  // a prerendered page's state.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(collectionsQueryOptions())
  },
  pendingComponent: () => <Spinner label="Loading collections" />,
  pendingMs: 200,
  pendingMinMs: 300,
  errorComponent: ShopError,
  component: Outlet,
})
