// Who may review what, the name a review shows and the id of an item's summary: apart from the review's schema, so the order page decides whether
// to load its review forms, and a product page names its summary, without loading that code.

export const NAME_MAX = 40

/** The summary's document id, reviewSummaries/{collectionId}_{itemId}: what a product page reads. */
export const summaryId = (collectionId: string, itemId: number): string => `${collectionId}_${itemId}`

/** The name a review shows unless the buyer writes another: their first name and the initial of their last ('Ann L.'). */
export function defaultReviewName(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = [...words[0]!].slice(0, NAME_MAX - 3).join('')
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first
}

/**
 * Whether the buyer has received the order's goods and may review its items: the shop marks each order delivered
 * (owners and staff alike), so delivered it is; goods sent back since were received all the same.
 */
export const wasReceived = (order: { deliveredAt?: string | undefined }): boolean => order.deliveredAt !== undefined

/** The order's items a buyer may review, each once (two sizes of one item are one item). */
export function reviewableItems<L extends { collectionId: string; itemId: number }>(order: { deliveredAt?: string | undefined; lines: L[] }): L[] {
  if (!wasReceived(order)) return []
  const seen = new Set<string>()
  return order.lines.filter((line) => {
    const key = summaryId(line.collectionId, line.itemId)
    return !seen.has(key) && seen.add(key)
  })
}
