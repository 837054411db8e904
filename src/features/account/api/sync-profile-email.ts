// The profile's email (users/{uid}) follows the account's once the shopper has changed it: only the /api may write
// the profile, and it writes the email of the caller's ID token, which is made fresh first so that it carries
// Auth's email now (a session from before the change cannot write the old one back).
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

const Synced = v.object({ email: v.string(), changed: v.boolean() })

/** Never fails: the page shows the account's email either way, and the next visit tries again. */
export async function syncProfileEmail(): Promise<void> {
  try {
    await (await import('../../../lib/firebase/account-actions')).refreshIdToken()
    const result = await callApi('/account/email', Synced, { body: {}, signedIn: true })
    if (!result.ok) console.warn('The profile’s email could not be updated', result.error.message)
  } catch (error) {
    console.warn('The profile’s email could not be updated', error)
  }
}
