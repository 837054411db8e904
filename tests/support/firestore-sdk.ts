// Real Firestore Lite instances against the mock. Signed-in instances use connectFirestoreEmulator's
// mockUserToken, so they need no Auth mock and exercise the emulator URL form (http://127.0.0.1:8080/v1/…),
// while anonymous ones use the production URL. deleteDemoApps() removes them.
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite'
import { newDemoApp } from './demo-project'

/**
 * A Firestore Lite instance: anonymous, signed in as `{uid}` (optionally with an email claim, the shop owner's custom
 * claim `owner: true`, a staff member's `staff: true`, or an expired token), or 'owner' (admin).
 */
export function openFirestore(as?: { uid: string; email?: string; owner?: true; staff?: true; expired?: boolean } | 'owner'): Firestore {
  setLogLevel('silent')
  const db = getFirestore(newDemoApp())
  if (as) {
    const iat = Math.floor(Date.now() / 1000) - (typeof as === 'object' && as.expired ? 7200 : 0)
    const claims = { ...(as !== 'owner' && as.email ? { email: as.email } : {}), ...(as !== 'owner' && as.owner ? { owner: true } : {}) }
    const mockUserToken = as === 'owner' ? 'owner' : { sub: as.uid, iat, exp: iat + 3600, ...claims, ...(as.staff ? { staff: true } : {}) }
    connectFirestoreEmulator(db, '127.0.0.1', 8080, { mockUserToken })
  }
  return db
}
