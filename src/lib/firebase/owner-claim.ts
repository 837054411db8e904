// Whether the signed-in account is one of the shop's owners: the custom claim `owner: true` in its ID token, which
// only firebase-admin sets (`npm run owner`). A field in a user document means nothing.
import { firebaseAuth } from './auth'

export async function isShopOwner(): Promise<boolean> {
  const user = firebaseAuth().currentUser
  if (!user) return false
  const { claims } = await user.getIdTokenResult()
  return claims.owner === true
}
