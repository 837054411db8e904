// After an owner's edit: the back office reads the catalog again, and so does the shop in this tab (its catalog and
// the search index under the same key), so the change shows on the next catalog read.
import type { QueryClient } from '@tanstack/react-query'

export async function refreshCatalog(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] }),
    // The shop's catalog query (features/catalog), which the back office may not import.
    queryClient.invalidateQueries({ queryKey: ['collections'] }),
  ])
}
