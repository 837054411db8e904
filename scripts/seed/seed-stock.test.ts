// npm run seed and the live stock: the stock documents are created once from the file's counts and never reset by a
// later run (a price edit must not bring back units that were sold or are held) unless --reset-stock says so.
import { describe, expect, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { storeCount } from '../../tests/support/mock-state'
import { clear, io, seed, writeCatalog } from './seed-harness'

const stockDocument = (id: string) => {
  const stored = mockState().documents[`stock/${id}`]
  return stored && decodeFields(stored.fields)
}
const shown = (collectionId: string, itemId: number) =>
  (decodeFields(mockState().documents[`collections/${collectionId}`]!.fields).items as { id: number; stock?: Record<string, unknown> }[]).find(
    (item) => item.id === itemId,
  )?.stock
const counted = catalog.flatMap((entry) => entry.items.filter((item) => 'stock' in item).map((item) => `stock/${entry.id}_${item.id}`))
const shirt = catalog[1]!.items.find((item) => item.id === 9)!

describe('npm run seed and the stock', () => {
  it("creates the stock document of every counted item from the file's counts, and says so", async () => {
    expect(await seed()).toBe(0)
    expect(io.out).toContain(`stock: create ${counted.length} documents: ${counted.join(', ')}`)
    expect(stockDocument('2_9')).toEqual({ collectionId: '2', itemId: 9, units: shirt.stock })
    expect(Object.keys(mockState().documents).filter((key) => key.startsWith('stock/'))).toEqual(counted)
    clear()
    expect(await seed()).toBe(0)
    expect(io.out).toContain(
      `stock: ${counted.length} documents kept as they are, with the units sold and held (--reset-stock sets them to the file's counts).`,
    )
    expect(io.commits).toBe(0)
  })

  it('a price edit keeps the units sold and held, in the stock documents and in what the shop shows', async () => {
    await seed()
    // Two shirts sold in M/navy since, and published to the catalog.
    storeCount('2', 9, 'M/navy', 3)
    const edited = structuredClone(catalog)
    edited[1]!.items.find((item) => item.id === 9)!.price = 19.99
    clear()
    expect(await seed(writeCatalog('edited.json', edited))).toBe(0)
    expect(io.out).toContain('update collections/2 (Apparel): items[0] (id 9): price 24.99 → 19.99')
    expect(stockDocument('2_9')!.units).toMatchObject({ 'M/navy': 3, 'XL/coral': 1 })
    expect(shown('2', 9)).toMatchObject({ 'M/navy': 3, 'XL/coral': 1 })
    expect(io.out.at(-1)).toBe('1 written, 4 unchanged.')
  })

  it('counts a variant the file adds, from the file, and leaves the others as they are', async () => {
    await seed()
    storeCount('2', 9, 'M/navy', 3)
    const edited = structuredClone(catalog) as unknown as { id: string; items: { id: number; sizes?: string[]; stock?: Record<string, number> }[] }[]
    const item = edited[1]!.items.find((entry) => entry.id === 9)!
    item.sizes = [...item.sizes!, 'XXL']
    item.stock = { ...item.stock, 'XXL/navy': 4 }
    clear()
    expect(await seed(writeCatalog('added.json', edited))).toBe(0)
    expect(io.out).toContain('stock: add to stock/2_9 the variants it did not count: XXL/navy 4')
    expect(stockDocument('2_9')!.units).toMatchObject({ 'M/navy': 3, 'XXL/navy': 4 })
    expect(shown('2', 9)).toMatchObject({ 'M/navy': 3, 'XXL/navy': 4 })
  })

  it('with --reset-stock sets the stock and what the shop shows to the file, and announces it', async () => {
    await seed()
    storeCount('2', 9, 'M/navy', 3)
    clear()
    expect(await seed('--reset-stock')).toBe(0)
    expect(io.out).toContain("--reset-stock: the stock documents are set to the file's counts; units sold or held since are forgotten.")
    expect(io.out.some((line) => line.startsWith("--reset-stock: set stock/2_9 to the file's counts: ") && line.includes('"M/navy":3'))).toBe(true)
    expect(stockDocument('2_9')!.units).toEqual(shirt.stock)
    expect(shown('2', 9)).toEqual(shirt.stock)
  })

  it('creates a missing stock document from the counts a collection already shows: those units are live', async () => {
    await seed()
    storeCount('2', 9, 'M/navy', 3)
    delete mockState().documents['stock/2_9']
    clear()
    expect(await seed()).toBe(0)
    expect(io.out).toContain('stock: create 1 documents: stock/2_9')
    expect(stockDocument('2_9')!.units).toMatchObject({ 'M/navy': 3 })
  })

  it('with --dry-run says what it would do about stock and writes nothing', async () => {
    expect(await seed('--dry-run')).toBe(0)
    expect(io.out).toContain(`stock: would create ${counted.length} documents: ${counted.join(', ')}`)
    expect(io.commits).toBe(0)
    expect(stockDocument('2_9')).toBeUndefined()
  })
})
