// The Auth side of the functions' adapter, with the Admin SDK: deleting an account (the /api's `deleteAccount` port),
// and the owners' staff list's account administration (its `accounts` port).
import type { Auth } from 'firebase-admin/auth'
import type { AccountAdmin } from '../../src/lib/api/ports'

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 'auth/user-not-found'

/** An account deleted for good, its sessions with it; one already gone is done (a retried deletion). */
export async function deleteAuthAccount(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid)
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
}

/** Runs a change of an account; an account that no longer exists needs none. */
async function unlessGone(change: () => Promise<unknown>): Promise<void> {
  try {
    await change()
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
}

/** Finding an account by its email, replacing its custom claims and ending its sessions, as `npm run owner` does. */
export const authAccountAdmin = (auth: Auth): AccountAdmin => ({
  async findByEmail(email) {
    try {
      const user = await auth.getUserByEmail(email)
      return { uid: user.uid, email: user.email ?? null, claims: user.customClaims ?? {} }
    } catch (error) {
      // An address the Admin SDK refuses to look up (not an email) is no account's either.
      if (isNotFound(error) || (error as { code?: unknown }).code === 'auth/invalid-email') return null
      throw error
    }
  },
  setClaims: (uid, changes) =>
    unlessGone(async () => {
      const claims: Record<string, unknown> = { ...(await auth.getUser(uid)).customClaims }
      for (const [name, value] of Object.entries(changes))
        if (value === null) delete claims[name]
        else claims[name] = value
      await auth.setCustomUserClaims(uid, claims)
    }),
  revokeSessions: (uid) => unlessGone(() => auth.revokeRefreshTokens(uid)),
})
