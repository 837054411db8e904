import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth'
import { firebaseApp } from './app'
import { firebaseSettings } from './settings'

let auth: Auth | undefined

/**
 * Auth with local persistence only: `getAuth()` would also bundle IndexedDB persistence and the popup
 * resolver (about 6 kB gzip) on the first visit; the resolver is loaded on demand by the Google sign-in.
 */
export function firebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence })
    const emulators = firebaseSettings().emulators
    if (emulators) connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true })
  }
  return auth
}
