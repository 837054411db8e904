// The kind of page a visit measured, read from its path: all the real shoppers' speed ever says of where a visit
// was. Never the address itself: a product's, an order's or a search's address says who looked at what.
import { infoPathOf } from '../../content/shop-info-schema'
import type { PageKind } from './page-kind'

export function pageKindOf(pathname: string): PageKind {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second, third] = segments
  if (first === undefined) return 'home'
  if (first === 'shop') {
    if (segments.length <= 2) return 'collection'
    return segments.length === 3 && third ? 'product' : 'other'
  }
  if (first === 'search' && second === undefined) return 'search'
  if (first === 'checkout') return 'checkout'
  if (['account', 'orders', 'signin', 'reset-password'].includes(first)) return 'account'
  if (segments.length === 1 && (first === 'contact' || infoPathOf(first))) return 'info'
  return 'other'
}
