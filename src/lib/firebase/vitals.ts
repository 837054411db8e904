// The real shoppers' speed as stored (vitals/{day}_{kind}_{metric}_{shard}), which only an owner's account may read.
// Loaded through dynamic import() by the back office only.
import { collection, getDocs, query, where } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore, type RawDocument } from './firestore'

/** Every histogram shard of `firstDay` ('2026-11-22') and the days after it. */
export async function fetchVitalsDocuments(firstDay: string): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(query(collection(firestore(), 'vitals'), where('day', '>=', firstDay)))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}
