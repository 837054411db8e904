// The keys of the account's two writes, apart from the code that runs them: the header and the app's follower of
// Auth's reports watch them on every page, while that code loads only once there is an account to write for.

/** Signing in or up (auth-flow.ts). */
export const AUTH_FLOW_KEY = ['auth'] as const

/** Creating users/{uid} when it is absent (create-user-document.ts). */
export const CREATE_USER_DOCUMENT_KEY = ['users', 'create'] as const
