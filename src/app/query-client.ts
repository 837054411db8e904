import { QueryClient } from '@tanstack/react-query'

export function createQueryClient({ retry = 1 }: { retry?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000) },
      // A prerendered page carries its queries' data as JSON; a query whose data is not plain data (the search
      // index) says so with `meta: { dehydrate: false }` and is built again in the browser.
      dehydrate: { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.dehydrate !== false },
    },
  })
}
