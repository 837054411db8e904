// What the app knows about the visitor from Firebase Auth. Kept apart from reactfire (live-auth-state.ts) so
// that reading these types loads no Auth code.

/** The signed-in account, as Auth reports it. */
export interface AuthUser {
  uid: string
  email: string | null
  displayName: string | null
}

/** The router's view of the visitor (guards, loaders, header): a signed-in account, or null for a visitor. */
export interface AuthState {
  user: AuthUser | null
  /**
   * True while Auth has not yet answered for a saved session (it reloads the user over the network first). Pages
   * render as for a visitor meanwhile, but the header offers neither SIGN IN nor SIGN OUT.
   */
  pending?: boolean
}

/** The state while Auth has not answered. */
export const PENDING_AUTH: AuthState = { user: null, pending: true }

/** Whose things on this device a page shows (recently viewed): the account's uid, '' for a visitor, null while Auth has not said. */
export const viewerOf = (auth: AuthState): string | null => (auth.pending ? null : (auth.user?.uid ?? ''))
