import { queryOptions } from '@tanstack/react-query'
import { toCurrentUser, type CurrentUser } from '../current-user'
import type { SessionUser } from '../session'

// The sign-up form knows the display name before the account exists; whichever creates users/{uid} first
// (the form or the signed-in user's first load) uses it.
const pendingProfiles = new Map<string, Record<string, unknown>>()

export function rememberProfileForSignUp(email: string, extra: { displayName: string } & Record<string, unknown>): void {
  pendingProfiles.set(email.trim().toLowerCase(), extra)
}

/** After a failed sign-up, or on sign-out (with no email): the name must not reach someone else's document. */
export function forgetProfileForSignUp(email?: string): void {
  if (email === undefined) pendingProfiles.clear()
  else pendingProfiles.delete(email.trim().toLowerCase())
}

async function loadCurrentUser(user: SessionUser): Promise<CurrentUser> {
  const { createUserDocumentIfAbsent, fetchUserDocument } = await import('../../../lib/firebase/firestore')
  let stored = await fetchUserDocument(user.uid)
  if (!stored) {
    const email = user.email ?? ''
    const extra = pendingProfiles.get(email.toLowerCase())
    try {
      await createUserDocumentIfAbsent(user.uid, { displayName: user.displayName ?? '', email, ...extra })
      pendingProfiles.delete(email.toLowerCase())
    } catch (error) {
      console.error('error creating user', error)
      throw error
    }
    stored = await fetchUserDocument(user.uid)
  }
  return toCurrentUser(user.uid, stored)
}

/** users/{uid}, made sure to exist, and followed: refetched on focus, on reconnect and every minute. */
export const userDocQueryOptions = (user: SessionUser) =>
  queryOptions({
    queryKey: ['users', user.uid],
    queryFn: () => loadCurrentUser(user),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  })
