import { createFileRoute, redirect } from '@tanstack/react-router'
import { collectionsQueryOptions } from '../features/catalog/api/collections-query'
import { WishlistPage } from '../features/wishlist/components/wishlist-page'
import { pageTitle } from '../lib/site'

export const Route = createFileRoute('/wishlist')({
  // A visitor's list, kept on this device: never prerendered (each device has its own) nor indexed. A signed-in
  // shopper's list is their account's, at /account/wishlist.
  beforeLoad: ({ context }) => {
    if (context.auth.user) throw redirect({ to: '/account/wishlist', replace: true })
  },
  head: () => ({ meta: [{ title: pageTitle('Your wishlist') }, { name: 'robots', content: 'noindex' }] }),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(collectionsQueryOptions()),
  component: WishlistPage,
})
