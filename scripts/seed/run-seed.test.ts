// npm run seed end to end through the real admin SDK against the mock backend (seed-harness.ts).
import { describe, expect, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { clear, dir, io, seed, writeCatalog } from './seed-harness'
import { join } from 'node:path'

/** The catalog as a shopper's Firestore Lite reads it: { id: { title, items } }. */
const storedCatalog = async () => Object.fromEntries((await getDocs(collection(openFirestore(), 'collections'))).docs.map((doc) => [doc.id, doc.data()]))

describe('npm run seed', () => {
  it('writes every collection of the demo catalog into an empty project, then nothing on a second run', async () => {
    expect(await seed()).toBe(0)
    expect(io.err).toEqual([])
    expect(io.out.at(-1)).toBe('5 written, 0 unchanged.')
    expect(await storedCatalog()).toEqual(Object.fromEntries(catalog.map(({ id, ...data }) => [id, data])))

    const before = structuredClone({ ...mockState().documents })
    clear()
    expect(await seed()).toBe(0)
    expect(io.out.at(-1)).toBe('0 written, 5 unchanged.')
    expect(io.commits).toBe(0)
    expect(mockState().documents).toEqual(before)
  })

  it('updates only the document whose price changed, and says what changed', async () => {
    await seed()
    const changed = structuredClone(catalog)
    changed[1]!.items[2]!.price = 49.5
    clear()
    expect(await seed(writeCatalog('changed.json', changed))).toBe(0)
    const id = changed[1]!.id
    const item = changed[1]!.items[2]!
    const oldPrice = catalog[1]!.items[2]!.price
    expect(io.out).toContain(`update collections/${id} (${changed[1]!.title}): items[2] (id ${item.id}): price ${oldPrice} → 49.5`)
    expect(io.out.at(-1)).toBe('1 written, 4 unchanged.')
    expect((await storedCatalog())[id]).toEqual({ title: changed[1]!.title, items: changed[1]!.items })
  })

  it('starts each item’s price history with the price it sets, and adds a price the file changes after the one before', async () => {
    const history = async (collectionId: string, itemId: number) =>
      (await getDoc(doc(openFirestore('owner'), 'priceHistory', `${collectionId}_${itemId}`))).data() as { entries: { cents: number; from: string }[] }
    const start = Date.now()
    await seed()
    const items = catalog.reduce((sum, entry) => sum + entry.items.length, 0)
    expect(io.out).toContain(`wrote the price history of ${items} items (priceHistory)`)
    const { id } = catalog[1]!
    const item = catalog[1]!.items[2]!
    const first = await history(id, item.id)
    expect(first.entries).toEqual([{ cents: Math.round(item.price * 100), from: expect.any(String) }])
    expect(Date.parse(first.entries[0]!.from)).toBeGreaterThanOrEqual(start)

    const changed = structuredClone(catalog)
    changed[1]!.items[2]!.price = 49.5
    clear()
    await seed(writeCatalog('dearer.json', changed))
    expect(io.out).toContain('wrote the price history of 1 item (priceHistory)')
    expect((await history(id, item.id)).entries.map((entry) => entry.cents)).toEqual([Math.round(item.price * 100), 4950])
  })

  it('writes an item the file marks hidden where only owners read it, and finds it unchanged on the next run', async () => {
    const hidden = structuredClone(catalog) as unknown as { id: string; title: string; items: Record<string, unknown>[] }[]
    hidden[1]!.items[2]!.hidden = true
    const file = writeCatalog('hidden.json', hidden)
    expect(await seed(file)).toBe(0)
    const id = hidden[1]!.id
    const itemId = hidden[1]!.items[2]!.id
    expect(((await storedCatalog())[id]!.items as { id: number }[]).map((item) => item.id)).not.toContain(itemId)
    await expect(getDocs(collection(openFirestore(), 'hiddenItems'))).rejects.toThrow(/permission/i)
    expect((await getDocs(collection(openFirestore('owner'), 'hiddenItems'))).docs.find((doc) => doc.id === id)!.data()).toEqual({
      items: [hidden[1]!.items[2]],
    })
    clear()
    expect(await seed(file)).toBe(0)
    expect(io.out.at(-1)).toBe('0 written, 5 unchanged.')
  })

  it('with --dry-run prints what it would write and writes nothing', async () => {
    expect(await seed('--dry-run')).toBe(0)
    expect(io.out).toContain(`would create collections/1 (Bags): ${catalog[0]!.items.length} items`)
    expect(io.out.at(-1)).toBe('Dry run: 5 to write, 0 unchanged. Nothing was written.')
    expect(io.commits).toBe(0)
    expect(await storedCatalog()).toEqual({})
  })

  it('refuses an invalid file, naming each entry and field, and sends nothing', async () => {
    const bad = structuredClone(catalog) as unknown as Record<string, unknown>[]
    ;(bad[0]!.items as Record<string, unknown>[])[1]!.price = '189.99'
    bad[2]!.title = ''
    let requests = 0
    server.events.on('request:start', () => requests++)
    expect(await seed(writeCatalog('bad.json', bad))).toBe(1)
    expect(io.err).toEqual([
      `${join(dir, 'bad.json')} has 2 errors; nothing was written:`,
      '  collection "1" (Bags), item 2 (id 2): price: must be a number of dollars from 0 to 1000000, not "189.99"',
      '  collection "3": title: must be a non-empty string, not ""',
    ])
    expect(requests).toBe(0)
    expect(await storedCatalog()).toEqual({})
  })

  it('reports documents the file does not name, and deletes them only with --prune', async () => {
    await seed()
    const fewer = catalog.slice(0, 3)
    clear()
    expect(await seed(writeCatalog('fewer.json', fewer))).toBe(0)
    expect(io.out).toContain('not in the file, kept (--prune deletes them): collections/4, collections/5')
    expect(Object.keys(await storedCatalog()).sort()).toEqual(['1', '2', '3', '4', '5'])
    clear()
    expect(await seed(writeCatalog('fewer.json', fewer), '--prune')).toBe(0)
    expect(io.out.at(-1)).toBe('0 written, 3 unchanged, 2 deleted.')
    expect(Object.keys(await storedCatalog()).sort()).toEqual(['1', '2', '3'])
  })

  it('names the project it writes to, from --project first', async () => {
    expect(await seed('--project', 'demo-other', '--dry-run')).toBe(0)
    expect(io.out).toContain('Target: project demo-other (--project), Firestore emulator at 127.0.0.1:8080.')
  })
})
