// The back office's view of the customers: their summaries (customers/{key}), a page at a time, latest order first,
// or found by an email's beginning or a name's, as the rules allow an account with the owner or the staff claim. A
// page reads its 25 summaries (and one more, to know whether another follows), whatever the number of orders.
// Loaded through dynamic import() by the back office only.
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

export interface CustomersPageRequest {
  /** Only customers whose email begins with this (lower-case) text, in the order of their emails. */
  emailPrefix?: string | undefined
  /** Only customers whose name begins, from one of its words on, with this folded term (name-terms.ts). */
  nameTerm?: string | undefined
  /** The last customer of the page before: its key, and its latest order's time (or its email, in an email search). */
  after?: { key: string; lastOrderAt: string; email: string } | undefined
  size: number
}

export async function fetchCustomersPage({ emailPrefix, nameTerm, after, size }: CustomersPageRequest): Promise<RawDocument[]> {
  await backendReady()
  const constraints: QueryConstraint[] = emailPrefix
    ? [
        where('email', '>=', emailPrefix),
        where('email', '<', `${emailPrefix}\uf8ff`),
        orderBy('email'),
        orderBy(documentId()),
        ...(after ? [startAfter(after.email, after.key)] : []),
      ]
    : [
        ...(nameTerm ? [where('nameTerms', 'array-contains', nameTerm)] : []),
        orderBy('lastOrderAt', 'desc'),
        orderBy(documentId(), 'desc'),
        ...(after ? [startAfter(Timestamp.fromDate(new Date(after.lastOrderAt)), after.key)] : []),
      ]
  const snapshot = await getDocs(query(collection(firestore(), 'customers'), ...constraints, limit(size)))
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))
}

/** One customer's summary as stored, or null when there is none. */
export async function fetchCustomerDocument(key: string): Promise<RawDocument | null> {
  await backendReady()
  const snapshot = await getDoc(doc(firestore(), 'customers', key))
  return snapshot.exists() ? { id: snapshot.id, data: snapshot.data() } : null
}
