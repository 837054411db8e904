// The buyers' reviews as the owner's account reads them (the rules let it read every one): those of one status, for
// the back office's reviews page. Loaded through dynamic import() by the back office only.
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore, type RawDocument } from './firestore'

/** Up to `most` reviews with the status `status`. */
export async function fetchReviews(status: string, most: number): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(query(collection(firestore(), 'reviews'), where('status', '==', status), limit(most)))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}
