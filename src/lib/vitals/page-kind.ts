// The kinds of page the real shoppers' speed is counted under (pageKindOf in ./page-kind-of.ts reads one from a path).
// Apart from the reading, so that the sender's chunk carries the reading alone and the back office the list alone.

export const PAGE_KINDS = ['home', 'collection', 'product', 'search', 'checkout', 'account', 'info', 'other'] as const
export type PageKind = (typeof PAGE_KINDS)[number]
