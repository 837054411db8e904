// A signed-in account's live documents: a shopper's users/{uid}, their order history and one order (which the
// back office's order page follows too, as the rules let owners and staff read every order), followed with the full
// Firestore SDK's listeners. Loaded through dynamic import() once someone is signed in (after the first paint), so
// a visitor never downloads it; every read that needs no listener stays on Firestore Lite (./firestore.ts).
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreError,
} from 'firebase/firestore'
import { firebaseApp } from './app'
import { firebaseAuth } from './auth'
import { backendReady } from './backend-ready'
import type { RawDocument } from './firestore'
import { firebaseSettings } from './settings'

let db: Firestore | undefined

function liveFirestore(): Firestore {
  if (!db) {
    const { mode, emulators } = firebaseSettings()
    // The demo's mock backend serves the Listen channel over long polling only (docs/firebase-wire.md).
    db = initializeFirestore(firebaseApp(), mode === 'mock' ? { experimentalForceLongPolling: true } : {})
    if (emulators) connectFirestoreEmulator(db, emulators.firestore.host.replace(/^\[|\]$/g, ''), emulators.firestore.port)
  }
  return db
}

export interface Follower<T> {
  next: (value: T) => void
  error: (error: Error) => void
}

type Stop = () => void

const signedInAs = (uid: string) => firebaseAuth().currentUser?.uid === uid

/**
 * Starts a listener for the shopper signed in as uid. Snapshots from the SDK's cache alone (offline, or before the
 * server answered) are passed over: a document missing from the cache is not a document missing on the server.
 * Once that shopper has signed out, the refusal their listener gets is expected, so it is not reported.
 */
async function follow<T>(
  uid: string,
  follower: Follower<T>,
  listen: (db: Firestore, next: (value: T) => void, fail: (error: FirestoreError) => void) => Stop,
): Promise<Stop> {
  await backendReady()
  if (!signedInAs(uid)) throw new Error(`Not following documents of ${uid}: that user is not signed in`)
  return listen(liveFirestore(), follower.next, (error) => {
    if (signedInAs(uid)) follower.error(error)
  })
}

/**
 * A listener on data the SDK already holds (an earlier listener, another account's session) gets it from the cache
 * first, and the server's confirmation of unchanged data is a change of metadata only: without these it never comes.
 */
const WITH_SERVER_CONFIRMATION = { includeMetadataChanges: true }

const raw = (id: string, data: DocumentData): RawDocument => ({ id, data })

/** users/{uid}'s fields as they change, or null while it does not exist. */
export function followUserDocument(uid: string, follower: Follower<Record<string, unknown> | null>): Promise<Stop> {
  return follow(uid, follower, (firestore, next, fail) =>
    onSnapshot(
      doc(firestore, 'users', uid),
      WITH_SERVER_CONFIRMATION,
      (snapshot) => {
        if (!snapshot.metadata.fromCache) next(snapshot.exists() ? snapshot.data() : null)
      },
      fail,
    ),
  )
}

/** The shopper's order documents as stored, newest first, as they change. */
export function followOrderDocuments(uid: string, follower: Follower<RawDocument[]>): Promise<Stop> {
  const orders = (firestore: Firestore) => query(collection(firestore, 'orders'), where('uid', '==', uid), orderBy('createdAt', 'desc'))
  return follow(uid, follower, (firestore, next, fail) =>
    onSnapshot(
      orders(firestore),
      WITH_SERVER_CONFIRMATION,
      (snapshot) => {
        if (!snapshot.metadata.fromCache) next(snapshot.docs.map((document) => raw(document.id, document.data())))
      },
      fail,
    ),
  )
}

/** One order as stored, as it changes (null if it is deleted): the shopper's own, or any for owners and staff. */
export function followOrderDocument(uid: string, orderId: string, follower: Follower<RawDocument | null>): Promise<Stop> {
  return follow(uid, follower, (firestore, next, fail) =>
    onSnapshot(
      doc(firestore, 'orders', orderId),
      WITH_SERVER_CONFIRMATION,
      (snapshot) => {
        if (!snapshot.metadata.fromCache) next(snapshot.exists() ? raw(snapshot.id, snapshot.data()) : null)
      },
      fail,
    ),
  )
}
