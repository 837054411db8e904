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

/** `/checkout?cancelled=1`: the shopper came back from the payment page without paying. */
export const checkoutSearch = (search: Record<string, unknown>): { cancelled?: 1 } => (String(search.cancelled) === '1' ? { cancelled: 1 } : {})
