// The owners' promotion codes, as stored (the rules let only an owner's account read them). Timestamps become ISO
// text, as the order code reads times. Loaded through dynamic import() by the back office only.
import { collection, getDocs } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore } from './firestore'

const iso = (value: unknown): unknown => {
  const time = value as { toDate?: () => Date } | null
  return time && typeof time.toDate === 'function' ? time.toDate().toISOString() : value
}

export async function fetchPromotions(): Promise<unknown[]> {
  await backendReady()
  const snapshot = await getDocs(collection(firestore(), 'promotions'))
  return snapshot.docs.map((document) =>
    Object.fromEntries(Object.entries(document.data()).map(([key, value]) => [key, key.endsWith('At') ? iso(value) : value])),
  )
}
