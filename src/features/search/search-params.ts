// The results page's address: `/search?q=bag` and the list's filters and sort (see catalog/browse-params.ts).
// Loaded with every page (the router validates addresses), so nothing of MiniSearch is imported here.
import { asText, parseBrowseParams, type BrowseParams } from '../catalog/browse-params'

/** Up to this many characters of a query count. */
export const MAX_QUERY_LENGTH = 100

export interface SearchParams extends BrowseParams {
  q?: string
}

export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const q = asText(raw.q)?.trim().slice(0, MAX_QUERY_LENGTH).trim()
  return { ...(q ? { q } : {}), ...parseBrowseParams(raw) }
}
