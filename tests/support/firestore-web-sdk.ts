// The full Firestore SDK's browser build (WebChannel), which the shop's pages load for live documents, against the
// mock. Under Vitest the package name resolves to its Node build (gRPC), which a browser never runs, so this imports
// the file. Instances are signed in as openFirestore's are (connectFirestoreEmulator's mockUserToken).
import type * as FirestoreSdk from 'firebase/firestore'
// @ts-expect-error The build's file has no declarations of its own: its API is the package's (FirestoreSdk).
import * as browserBuild from '../../node_modules/@firebase/firestore/dist/index.esm.js'
import { deleteDemoApps, newDemoApp } from './demo-project'

const sdk = browserBuild as typeof FirestoreSdk

export const { collection, doc, onSnapshot, orderBy, query, where } = sdk

/** The full SDK over long polling, as the demo runs it: anonymous, or signed in as `{uid}`. */
export function openLiveFirestore(as?: { uid: string; email?: string }): FirestoreSdk.Firestore {
  sdk.setLogLevel('silent')
  const db = sdk.initializeFirestore(newDemoApp(), { experimentalForceLongPolling: true })
  if (as) {
    const iat = Math.floor(Date.now() / 1000)
    sdk.connectFirestoreEmulator(db, '127.0.0.1', 8080, { mockUserToken: { sub: as.uid, iat, exp: iat + 3600, ...(as.email ? { email: as.email } : {}) } })
  }
  return db
}

/**
 * Deletes the apps, then gives their channels' terminate requests (beacons sent as the SDK closes them) a moment to
 * reach the mock, so none is left for after the test's mock backend is gone.
 */
export async function closeLiveFirestores(): Promise<void> {
  await deleteDemoApps()
  await new Promise((resolve) => setTimeout(resolve, 50))
}
