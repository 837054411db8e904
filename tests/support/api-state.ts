// The mock state both /api adapters keep their documents in, as the behaviour suites read it (a document, a
// collection, an order) and set it back to how an older shop stored it (before daily totals or customers' summaries,
// an owner or staff member no longer listed).
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { readOrder } from './demo-orders'

/** A document as stored now, its fields as plain data. */
export function storedDocument(path: string): Record<string, unknown> {
  const stored = mockState().documents[path]
  if (!stored) throw new Error(`No document ${path}`)
  return decodeFields(stored.fields)
}

/** The documents of a collection as stored now, each with its id. */
export const documentsWithIds = (collection: string): ({ id: string } & Record<string, unknown>)[] =>
  Object.entries(mockState().documents)
    .filter(([key]) => key.startsWith(`${collection}/`))
    .map(([key, stored]) => ({ ...decodeFields(stored.fields), id: key.slice(collection.length + 1) }))

/** `npm run owner -- remove`'s first step: the account is no longer listed in owners/{uid}; its token keeps the claim. */
export const unlistOwner = (uid: string) => void delete mockState().documents[`owners/${uid}`]

/** The same first step of `npm run owner -- remove` for a staff member: no longer listed in staff/{uid}. */
export const unlistStaff = (uid: string) => void delete mockState().documents[`staff/${uid}`]

/** The order as stored now (both adapters keep it in the mock's documents). */
export const orderOf = (id: string) => {
  const order = readOrder(id)
  if (!order) throw new Error(`No order ${id}`)
  return order
}

/** The shop as it was before the daily totals existed: its orders not marked as counted, and no totals. */
export function forgetDailyTotals(): void {
  const documents = mockState().documents
  for (const path of Object.keys(documents)) {
    if (path.startsWith('dailyTotals/')) delete documents[path]
    else if (path.startsWith('orders/')) for (const mark of ['inDailyTotals', 'inNetSales']) delete documents[path]!.fields[mark]
  }
}

/**
 * The shop as the first edition of the daily totals left it: every order counted in them but for its net sales,
 * which they did not keep (they kept its total, under a field no longer read).
 */
export function forgetNetSales(): void {
  const documents = mockState().documents
  for (const path of Object.keys(documents)) {
    if (path.startsWith('dailyTotals/')) delete documents[path]!.fields.salesCents
    else if (path.startsWith('orders/')) delete documents[path]!.fields.inNetSales
  }
}

/** The shop as it was before the customers' summaries existed: its orders not marked as counted, and no summaries. */
export function forgetCustomers(): void {
  const documents = mockState().documents
  for (const path of Object.keys(documents)) {
    if (path.startsWith('customers/')) delete documents[path]
    else if (path.startsWith('orders/')) delete documents[path]!.fields.inCustomers
  }
}

/** Whether the mock's state holds the document. */
export const documentExists = (path: string): boolean => mockState().documents[path] !== undefined
