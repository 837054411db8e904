// Writing users/{uid} is a mutation: the sign-in and sign-up flows run it after the account is known, and the
// app runs it when Auth reports a user it did not sign in itself (a returning shopper, another tab). It creates
// the document only if absent and puts the stored profile into the query cache.
import { MutationObserver, mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { AuthUser } from '../auth-state'
import { storableDisplayName, toUserProfile, type UserProfile } from '../user-profile'
import { forgetSignUpName, signUpNameFor } from '../sign-up-name'
import { CREATE_USER_DOCUMENT_KEY } from './mutation-keys'
import { userDocumentQueryOptions } from './user-document-query'

export interface CreateUserDocumentInput {
  user: AuthUser
  /** The name typed at sign-up; otherwise the account's own (Google's), or empty. */
  displayName?: string
}

/** The shopper signed out before the document was written: nothing failed, nothing to retry or log. */
const signedOutMeanwhile = (error: Error) => error.name === 'NotSignedInError'

const createUserDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: CREATE_USER_DOCUMENT_KEY,
    mutationFn: async ({ user, displayName }: CreateUserDocumentInput): Promise<UserProfile> => {
      const { createUserDocumentIfAbsent, fetchUserDocument } = await import('../../../lib/firebase/user-documents')
      const name = storableDisplayName(displayName ?? user.displayName ?? '')
      await createUserDocumentIfAbsent(user.uid, { displayName: name, email: user.email ?? '' })
      return toUserProfile(user.uid, await fetchUserDocument(user.uid))
    },
    retry: (failures, error) => failures < 1 && !signedOutMeanwhile(error),
    onSuccess: (profile) => queryClient.setQueryData(userDocumentQueryOptions(profile.id).queryKey, profile),
    onError: (error) => {
      if (!signedOutMeanwhile(error)) console.error('error creating user', error)
    },
  })

/**
 * Makes sure users/{uid} exists: read (or taken from the cache while fresh), and created when absent. Resolves
 * to the profile; rejects when the document could not be read or created (already logged by the mutation).
 */
export async function ensureUserDocument(queryClient: QueryClient, input: CreateUserDocumentInput): Promise<UserProfile> {
  const existing = await queryClient.fetchQuery(userDocumentQueryOptions(input.user.uid))
  if (existing) {
    forgetSignUpName()
    return existing
  }
  // A name typed at sign-up on a page left before its document was written (sign-up-name.ts) wins over Auth's none.
  const typed = input.displayName ?? signUpNameFor(input.user.email)
  const created = await new MutationObserver(queryClient, createUserDocumentMutationOptions(queryClient)).mutate(
    typed === undefined ? input : { ...input, displayName: typed },
  )
  forgetSignUpName()
  return created
}
