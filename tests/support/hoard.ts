// The hoarding script, as tests run it against the demo's /api and the functions: every counted unit of the demo
// catalog asked for in anonymous checkouts, first in one request, then in as many requests as it takes, each
// within what one checkout may hold.
import catalog from '../../mocks/data/catalog.json'
import { PLAIN_STOCK_KEY } from '../../src/lib/catalog/variant'
import { MAX_QUANTITY, MAX_UNITS } from '../../src/lib/orders/checkout-limits'

export interface HoardLine {
  collectionId: string
  itemId: number
  size?: string
  color?: string
  quantity: number
}

/** A checkout line for the variant stored under `key` ('M/navy', 'navy', 'M', '*'), of an item with these options. */
function lineOf(collectionId: string, item: { id: number; sizes?: string[] }, key: string, quantity: number): HoardLine {
  if (key === PLAIN_STOCK_KEY) return { collectionId, itemId: item.id, quantity }
  const [first = '', second] = key.split('/')
  const hasSize = second !== undefined || (item.sizes ?? []).includes(first)
  const size = hasSize ? first : undefined
  const color = second ?? (hasSize ? undefined : first)
  return { collectionId, itemId: item.id, ...(size ? { size } : {}), ...(color ? { color } : {}), quantity }
}

/** Every variant with units in stock, with all its units: what the hoarding script asks for. */
export function everyCountedUnit(): HoardLine[] {
  return catalog.flatMap((collection) =>
    collection.items.flatMap((item) =>
      Object.entries((item as unknown as { stock?: Record<string, number> }).stock ?? {})
        .filter(([, count]) => count > 0)
        .map(([key, count]) => lineOf(String(collection.id), item, key, count)),
    ),
  )
}

export const unitsOf = (lines: readonly HoardLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0)

/** The same units in checkouts of at most MAX_UNITS each (and MAX_QUANTITY a line), as a patient hoarder sends them. */
function hoardingBatches(): HoardLine[][] {
  const batches: HoardLine[][] = [[]]
  for (const line of everyCountedUnit()) {
    let left = line.quantity
    while (left > 0) {
      const room = MAX_UNITS - unitsOf(batches.at(-1)!)
      if (room === 0) batches.push([])
      const quantity = Math.min(left, MAX_QUANTITY, MAX_UNITS - unitsOf(batches.at(-1)!))
      batches.at(-1)!.push({ ...line, quantity })
      left -= quantity
    }
  }
  return batches
}

/** Sends the batches one after the other until one is refused with 429; answers the statuses seen. */
export async function hoardUntilRefused(send: (lines: HoardLine[]) => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = []
  for (const lines of hoardingBatches()) {
    const { status } = await send(lines)
    answers.push(status)
    if (status === 429) break
  }
  return answers
}
