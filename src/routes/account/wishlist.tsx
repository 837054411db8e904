import { createFileRoute } from '@tanstack/react-router'
import { userDocumentQueryOptions } from '../../features/auth/api/user-document-query'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { WishlistPage } from '../../features/wishlist/components/wishlist-page'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/account/wishlist')({
  // The signed-in shopper's list, with their user document (the account's layout sends a visitor to sign in).
  head: () => ({ meta: [{ title: pageTitle('Your wishlist') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient } }) => {
    const catalog = queryClient.prefetchQuery(collectionsQueryOptions())
    if (auth.user) await Promise.all([catalog, queryClient.prefetchQuery(userDocumentQueryOptions(auth.user.uid))])
    else await catalog
  },
  component: WishlistPage,
})
