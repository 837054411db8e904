// The price a list or page shows of an item: its offer as the catalog was read (map-collections.ts works it out
// then, so a prerendered page and its hydration show the same, and each later read the price in force at that time).
import { toCents } from '../../lib/money'
import type { Offer } from '../../lib/catalog/offer'
import type { CatalogItem } from './types'

/** The item's offer; an item mapped without one (a test's literal) shows its regular price. */
export const offerOf = (item: Pick<CatalogItem, 'price' | 'offer'>): Offer => item.offer ?? { cents: toCents(item.price) }

/** The price in force, in dollars (as the cart keeps it). */
export const shownPrice = (item: Pick<CatalogItem, 'price' | 'offer'>): number => offerOf(item).cents / 100
