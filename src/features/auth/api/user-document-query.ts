import { queryOptions } from '@tanstack/react-query'
import { toUserProfile, type UserProfile } from '../user-profile'
import { liveQueryFn } from './live-query'

/**
 * users/{uid} as the shopper's profile, or null while the document does not exist (creating it is a mutation:
 * create-user-document.ts). Followed live while the shopper is signed in: a change shows without a request.
 */
export const userDocumentQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['users', uid],
    queryFn: liveQueryFn<UserProfile | null>(async (next, fail) => {
      const { followUserDocument } = await import('../../../lib/firebase/live-documents')
      return followUserDocument(uid, { next: (stored) => next(stored ? toUserProfile(uid, stored) : null), error: fail })
    }),
    // The listener keeps it current.
    staleTime: Infinity,
  })
