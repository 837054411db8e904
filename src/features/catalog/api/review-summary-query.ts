import { queryOptions } from '@tanstack/react-query'
import { summaryId } from '../../../lib/reviews/reviewer'
import type { ReviewSummary } from '../../../lib/reviews/summary'

/**
 * An item's published reviews, as one document (reviewSummaries/{collectionId}_{itemId}): null when it has none. The
 * product page's JSON-LD follows what this holds once the reviews are read; the reading code loads with them.
 */
export const reviewSummaryQueryOptions = (collectionId: string, itemId: number) =>
  queryOptions({
    queryKey: ['reviewSummaries', collectionId, itemId],
    queryFn: async (): Promise<ReviewSummary | null> => {
      const [{ fetchPublicDocument }, { parseSummary, REVIEW_SUMMARIES }] = await Promise.all([
        import('../../../lib/firebase/collection-document'),
        import('../../../lib/reviews/summary'),
      ])
      const document = await fetchPublicDocument(REVIEW_SUMMARIES, summaryId(collectionId, itemId))
      return document && parseSummary(document.data)
    },
    staleTime: 60_000,
  })
