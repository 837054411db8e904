// npm run catalog-snapshot through the real admin SDK against the mock backend (the seed's harness): the file it
// writes is the live catalog, which the build then prerenders from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { mockState } from '../../mocks/state'
import { dir, io, seed } from '../seed/seed-harness'
// @ts-expect-error: a plain ES module script, without types
import { runSnapshot } from './run-snapshot.mjs'

const snapshot = (...args: string[]): Promise<number> =>
  runSnapshot(args, { log: (line: string) => io.out.push(line), error: (line: string) => io.err.push(line), root: dir })

describe('npm run catalog-snapshot', () => {
  it('writes the stored collections, an owner’s changes included, in the shape the build prerenders from', async () => {
    await seed()
    // The owner's edit, as the functions would store it.
    const stored = mockState().documents['collections/2']!.fields as { items: { arrayValue: { values: { mapValue: { fields: Record<string, unknown> } }[] } } }
    stored.items.arrayValue.values[0]!.mapValue.fields.price = { doubleValue: 19.99 }
    expect(await snapshot('live.json')).toBe(0)
    expect(io.err).toEqual([])
    const written = JSON.parse(readFileSync(join(dir, 'live.json'), 'utf8')) as typeof catalog
    expect(written.map((entry) => entry.id)).toEqual(catalog.map((entry) => String(entry.id)))
    expect(written[1]!.items[0]).toMatchObject({ id: 9, name: 'Classic Crew Neck T-Shirt', price: 19.99 })
    expect(io.out.at(-1)).toBe('Publish it: PRERENDER_CATALOG=live.json npm run deploy')
  })
})
