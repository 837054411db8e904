// Keeps the profile's stored email in step with the account's: when the live profile shows another email than the
// one the shopper signs in with (changed through Auth's link), the /api is asked once to write the account's.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { userDocumentQueryOptions } from '../auth/api/user-document-query'
import type { AuthUser } from '../auth/auth-state'

export function useProfileEmailInStep(user: AuthUser): void {
  const { data } = useQuery(userDocumentQueryOptions(user.uid))
  const stored = data?.email
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (stored === undefined || !user.email || stored === user.email) return
    const key = `${stored}→${user.email}`
    if (asked.current === key) return
    asked.current = key
    void import('./api/sync-profile-email').then(({ syncProfileEmail }) => syncProfileEmail())
  }, [stored, user.email])
}
