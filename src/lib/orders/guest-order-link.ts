// A guest order as its shopper holds it: the order's id and its private token, the two parts of the link its
// confirmation gives. The browser remembers them, and sends them to join the orders to an account (./claim.ts).
import * as v from 'valibot'
import { DocumentId } from './document-id'

export const GuestOrderLink = v.object({
  orderId: DocumentId(),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
})

export type GuestOrderLink = v.InferOutput<typeof GuestOrderLink>
