import { useMemo } from 'react'
import { useSigninCheck } from 'reactfire'

export interface SessionUser {
  uid: string
  email: string | null
  displayName: string | null
}

/** What the router (guards, loaders, header) knows about the visitor. */
export interface AuthContext {
  user: SessionUser | null
}

/** Live auth state from reactfire: null until Firebase has reported the first state. */
export function useAuthSession(): AuthContext | null {
  const { status, data } = useSigninCheck()
  const user = status === 'success' && data.signedIn ? data.user : null
  const uid = user?.uid
  const email = user?.email ?? null
  const displayName = user?.displayName ?? null
  return useMemo(() => {
    if (status !== 'success') return null
    return { user: uid ? { uid, email, displayName } : null }
  }, [status, uid, email, displayName])
}
