// The owner's shipping table as stored (settings/shipping: anyone may read it, only the /api writes it), or null when
// the owner has set none. Loaded through dynamic import() by the pages that state or estimate shipping.
import { doc, getDoc } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore } from './firestore'

export async function fetchShippingTable(): Promise<unknown> {
  await backendReady()
  const snapshot = await getDoc(doc(firestore(), 'settings', 'shipping'))
  return snapshot.exists() ? snapshot.data() : null
}
