// The results page's address: `/search?q=bag` and the list's filters and sort (see catalog/browse-params.ts).
// Loaded with every page (the router validates addresses), so nothing of MiniSearch is imported here.
import * as v from 'valibot'
import { dropInvalid } from '../../lib/drop-invalid'
import { BROWSE_ENTRIES, Text } from '../catalog/browse-params'

/** Up to this many characters of a query count. */
export const MAX_QUERY_LENGTH = 100

export const ResultsSearch = v.object({
  q: dropInvalid(
    v.pipe(
      Text,
      v.transform((text) => text.trim().slice(0, MAX_QUERY_LENGTH).trim()),
      v.check((query) => query !== ''),
    ),
  ),
  ...BROWSE_ENTRIES,
})
