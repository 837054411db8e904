import { useMemo } from 'react'
import { useSigninCheck } from 'reactfire'
import type { AuthState } from './auth-state'

/** Live auth state from reactfire: null until Firebase has reported the first state. */
export function useLiveAuthState(): AuthState | null {
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
