// What a shopper is shown of an item's price at one moment, as sale-price.ts works it out. Apart from it, with no
// schema library, so the cards and pages that show an offer carry only this.

export interface Offer {
  /** The price in force, in cents. */
  cents: number
  /** The reduction's reference price (the lowest of the 30 days before the sale), when there is a reduction. */
  wasCents?: number
  /** When the sale price ends (ISO), while one is in force. */
  until?: string
}

/** The reduction in whole per cent, rounded down so it never says more than it is. */
export const percentOff = ({ cents, wasCents }: Offer): number => (wasCents ? Math.floor(((wasCents - cents) * 100) / wasCents) : 0)

/** The next moment after `at` when the item's price changes (its sale starts or ends), or null. */
export function nextPriceChange(item: { sale?: { from: string; until: string } | undefined }, at: Date): number | null {
  const time = at.getTime()
  const moments = item.sale ? [Date.parse(item.sale.from), Date.parse(item.sale.until)].filter((moment) => moment > time) : []
  return moments.length > 0 ? Math.min(...moments) : null
}
