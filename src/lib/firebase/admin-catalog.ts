// The owner's view of the catalog's private side: the stock documents (units per variant, the truth checkouts take
// from), the shop's settings and the record of catalog edits, as the rules let an account with the owner claim read
// them. Loaded through dynamic import() by the back office only, never by a shopper's pages.
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore, type RawDocument } from './firestore'

/** Every stock document, stock/{collectionId}_{itemId}, as stored. */
export async function fetchStockDocuments(): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(collection(firestore(), 'stock'))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}

/** The collections' hidden items (hiddenItems/<collection id>), which only an owner's account may read. */
export async function fetchHiddenItemDocuments(): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(collection(firestore(), 'hiddenItems'))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}

/** The shop's settings document (settings/shop), or null when there is none yet. */
export async function fetchShopSettings(): Promise<unknown> {
  await backendReady()
  const snapshot = await getDoc(doc(firestore(), 'settings', 'shop'))
  return snapshot.exists() ? snapshot.data() : null
}

/** The recorded edits of one item, newest first. */
export async function fetchItemEdits(collectionId: string, itemId: number): Promise<RawDocument[]> {
  await backendReady()
  const snapshot = await getDocs(
    query(collection(firestore(), 'catalogEdits'), where('collectionId', '==', collectionId), where('itemId', '==', itemId), orderBy('at', 'desc')),
  )
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}
