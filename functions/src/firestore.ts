// The Admin SDK's Firestore over REST (HTTP/1.1): it starts fast in a cold function and reaches an emulator or
// the mock backend served over HTTP alike.
import type { App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'

/**
 * Against an emulator the SDK sends `Authorization: Bearer owner` over gRPC but still asks Google for credentials
 * over REST; the emulator's admin header is all it needs, so that is what it gets.
 */
const emulatorAuth = { getRequestHeaders: () => Promise.resolve(new Headers({ authorization: 'Bearer owner' })) }

export function openFirestore(app: App): Firestore {
  const db = getFirestore(app)
  db.settings({ preferRest: true, ignoreUndefinedProperties: true, ...(process.env.FIRESTORE_EMULATOR_HOST ? { auth: emulatorAuth } : {}) })
  return db
}
