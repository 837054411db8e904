// A guest order as its shopper holds it: the order's id and its private token, the two parts of the link its
// confirmation gives. The browser remembers them, and sends them to join the orders to an account (./claim.ts).
import * as v from 'valibot'

export const GuestOrderLink = v.object({
  orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
})

export type GuestOrderLink = v.InferOutput<typeof GuestOrderLink>
