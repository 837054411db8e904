// orders where uid == the signed-in shopper, newest first: the order history. Loaded through dynamic import() once
// someone is signed in, like ./user-documents.ts. The rules allow this list only for the caller's own uid.
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore, type RawDocument } from './firestore'
import { assertSignedInAs } from './user-documents'

/** The shopper's order documents as stored, newest first (by `createdAt`). */
export async function fetchOrderDocuments(uid: string): Promise<RawDocument[]> {
  await backendReady()
  assertSignedInAs(uid)
  const snapshot = await getDocs(query(collection(firestore(), 'orders'), where('uid', '==', uid), orderBy('createdAt', 'desc')))
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
}
