// The Auth side of the functions' adapter: deleting an account with the Admin SDK (the /api's `deleteAccount` port).
import type { Auth } from 'firebase-admin/auth'

/** An account deleted for good, its sessions with it; one already gone is done (a retried deletion). */
export async function deleteAuthAccount(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error
  }
}
