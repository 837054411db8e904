// The signed-in account's role in the shop's back office, as the custom claims in its ID token say: `owner: true` or
// `staff: true`, which only firebase-admin sets (`npm run owner`). A field in a user document means nothing. The page
// only decides what to show from it: the rules and the shop's /api check the role again, with its document.
import type { BackOfficeRole } from '../back-office-roles'
import { firebaseAuth } from './auth'

export async function backOfficeRole(): Promise<BackOfficeRole | null> {
  const user = firebaseAuth().currentUser
  if (!user) return null
  const { claims } = await user.getIdTokenResult()
  return claims.owner === true ? 'owner' : claims.staff === true ? 'staff' : null
}
