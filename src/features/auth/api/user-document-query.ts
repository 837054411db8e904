import { queryOptions } from '@tanstack/react-query'
import { toUserProfile, type UserProfile } from '../user-profile'

/**
 * users/{uid} as the shopper's profile, or null while the document does not exist (creating it is a mutation:
 * create-user-document.ts). Followed while shown: refetched on focus, on reconnect and every minute.
 */
export const userDocumentQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['users', uid],
    queryFn: async (): Promise<UserProfile | null> => {
      const { fetchUserDocument } = await import('../../../lib/firebase/user-documents')
      const stored = await fetchUserDocument(uid)
      return stored ? toUserProfile(uid, stored) : null
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
