// The back office's view of the orders: every order, newest first, a page at a time, as the rules allow an account
// with the owner or the staff claim. Loaded through dynamic import() by the back office only, never by a shopper's pages.
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore, type RawDocument } from './firestore'

export interface OrdersPageRequest {
  /** Only orders in this status. */
  status?: string | undefined
  /** Only orders placed with this email (stored lower-cased). */
  email?: string | undefined
  /** Only orders whose buyer's name begins, from one of its words on, with this folded term (name-terms.ts). */
  nameTerm?: string | undefined
  /** Only orders the owner must see to first (src/lib/orders/attention.ts). */
  attention?: boolean | undefined
  /** The last order of the page before: the next page starts after it. */
  after?: { createdAt: string; id: string } | undefined
  size: number
}

/** One page of order documents as stored, newest first (by `createdAt`, the id breaking ties). */
export async function fetchOrdersPage({ status, email, nameTerm, attention, after, size }: OrdersPageRequest): Promise<RawDocument[]> {
  await backendReady()
  const constraints: QueryConstraint[] = [
    ...(status ? [where('status', '==', status)] : []),
    ...(email ? [where('email', '==', email)] : []),
    ...(nameTerm ? [where('nameTerms', 'array-contains', nameTerm)] : []),
    ...(attention ? [where('attention', '==', true)] : []),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(Timestamp.fromDate(new Date(after.createdAt)), after.id)] : []),
    limit(size),
  ]
  const snapshot = await getDocs(query(collection(firestore(), 'orders'), ...constraints))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}

/** One order document as stored, or null when there is none. */
export async function fetchOrderDocument(id: string): Promise<RawDocument | null> {
  await backendReady()
  const snapshot = await getDoc(doc(firestore(), 'orders', id))
  return snapshot.exists() ? { id: snapshot.id, data: snapshot.data() } : null
}

/** Every order placed in [from, to), oldest first, read 500 at a time (for the accountant's export). */
export async function fetchOrdersBetween(from: Date, to: Date): Promise<RawDocument[]> {
  await backendReady()
  const all: RawDocument[] = []
  for (;;) {
    const last = all.at(-1)
    const page = await getDocs(
      query(
        collection(firestore(), 'orders'),
        where('createdAt', '>=', Timestamp.fromDate(from)),
        where('createdAt', '<', Timestamp.fromDate(to)),
        orderBy('createdAt'),
        orderBy(documentId()),
        ...(last ? [startAfter((last.data as { createdAt: Timestamp }).createdAt, last.id)] : []),
        limit(EXPORT_PAGE),
      ),
    )
    all.push(...page.docs.map((document) => ({ id: document.id, data: document.data() })))
    if (page.size < EXPORT_PAGE) return all
  }
}

const EXPORT_PAGE = 500
