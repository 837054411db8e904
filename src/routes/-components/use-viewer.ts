// Whose recently viewed list a page shows: the account signed in, a visitor (null), or not known yet (undefined,
// while Auth answers for a saved session).
import { useAuthState } from '../../features/auth/auth-state-provider'
import type { Viewer } from '../../features/catalog/recently-viewed'

export function useViewer(): Viewer | undefined {
  const { auth } = useAuthState()
  return auth.pending ? undefined : (auth.user?.uid ?? null)
}
