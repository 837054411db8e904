import { QueryClient } from '@tanstack/react-query'

export function createQueryClient({ retry = 1 }: { retry?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000) },
    },
  })
}
