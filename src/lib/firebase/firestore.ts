// Firestore Lite (REST, about 27 kB gzip) rather than the full SDK (about 130 kB): the shop reads documents
// and creates one, it needs no offline cache or live listeners. This module is only loaded through dynamic
// import(), so it stays out of the first visit's bundle; it does not load Auth (the catalog is public). A shopper's
// own document is ./user-documents.ts.
import { collection, connectFirestoreEmulator, getDocs, getFirestore, type Firestore } from 'firebase/firestore/lite'
import { firebaseApp } from './app'
import { backendReady } from './backend-ready'
import { firebaseSettings } from './settings'

let db: Firestore | undefined

/** The app's Firestore (Lite), connected to the emulators when configured. */
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp())
    const emulators = firebaseSettings().emulators
    if (emulators) connectFirestoreEmulator(db, emulators.firestore.host.replace(/^\[|\]$/g, ''), emulators.firestore.port)
  }
  return db
}

export interface RawDocument {
  id: string
  data: unknown
}

/** Every document of the `collections` collection, in document-id order. */
export async function fetchCollectionDocuments(): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(collection(firestore(), 'collections'))
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
}
