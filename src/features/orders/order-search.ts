// The search parameters of the order pages, as the payment page's return address and the private link carry them.
// Anything that is not a plain token-like string is dropped: the page then shows the order as not found.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{1,128}$/

const tokenLike = (value: unknown): string | undefined => (typeof value === 'string' && TOKEN_LIKE.test(value) ? value : undefined)

export interface SuccessSearch {
  session_id?: string
  order?: string
  token?: string
}

export function successSearch(search: Record<string, unknown>): SuccessSearch {
  const found = { session_id: tokenLike(search.session_id), order: tokenLike(search.order), token: tokenLike(search.token) }
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined))
}

export const orderSearch = (search: Record<string, unknown>): { token?: string } => {
  const token = tokenLike(search.token)
  return token ? { token } : {}
}

/** `/unsubscribe?token=…`, and `&mail=checkout` for the mail of a checkout left unpaid (else a back-in-stock mail's). */
export const unsubscribeSearch = (search: Record<string, unknown>): { token?: string; mail?: 'checkout' } => ({
  ...orderSearch(search),
  ...(search.mail === 'checkout' ? { mail: 'checkout' as const } : {}),
})

export interface CheckoutSearch {
  cancelled?: 1
  /** The order whose payment was cancelled, and the token that lets the page end it. */
  order?: string
  token?: string
}

/** `/checkout?cancelled=1&order=…&token=…`: the shopper came back from the payment page without paying. */
export function checkoutSearch(search: Record<string, unknown>): CheckoutSearch {
  if (String(search.cancelled) !== '1') return {}
  const order = tokenLike(search.order)
  const token = tokenLike(search.token)
  return { cancelled: 1, ...(order && token ? { order, token } : {}) }
}

/** `/orders/<id>/invoice?token=…&note=2`: the order's invoice, or the credit note of its second refund. */
export function invoiceSearch(search: Record<string, unknown>): { token?: string; note?: number } {
  const note = Number(search.note)
  return { ...orderSearch(search), ...(Number.isSafeInteger(note) && note >= 1 ? { note } : {}) }
}
