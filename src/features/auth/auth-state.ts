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
}
