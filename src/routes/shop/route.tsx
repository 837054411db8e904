import { Outlet, createFileRoute } from '@tanstack/react-router'
import { Spinner } from '../../components/spinner'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { ShopError } from './-components/shop-error'

export const Route = createFileRoute('/shop')({
  loader: ({ context }) => context.queryClient.ensureQueryData(collectionsQueryOptions()),
  pendingComponent: () => <Spinner label="Loading collections" />,
  pendingMs: 200,
  pendingMinMs: 300,
  errorComponent: ShopError,
  component: Outlet,
})
