// `isRecord` (src/lib/is-record.ts) asks only "is this a plain object?": code that reads data with it, field by
// field, is a schema kept by hand. Data enters through schemas (valibot); `isRecord` stays in the tolerant walkers,
// which walk data that may be broken in part and report or keep each bad entry rather than refuse the whole. This
// test lists them, each with what it walks, and fails when another file starts reading data that way.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname

const TOLERANT_WALKERS: Record<string, string> = {
  'src/lib/catalog/catalog-schema.ts': 'the catalog reader: a bad field of an item is dropped and named, the rest is read',
  'src/lib/catalog/droppable.ts': 'the catalog reader’s dropped fields',
  'src/features/catalog/catalog-file.ts': 'the catalog file’s checks, naming every bad collection and item',
  'src/lib/catalog/item-edit.ts': 'an owner’s edit, made on the stored items as they are so no field is lost',
  'src/lib/catalog/item-address.ts': 'the stored items’ addresses, an unreadable entry having none',
  'src/lib/catalog/add-item.ts': 'the stored items’ ids, of items that may be broken, for the next id',
  'src/lib/catalog/stock-edit.ts': 'the stored item an owner counts, as it is',
  'src/lib/catalog/low-stock.ts': 'the stored items, skipping a broken one, for the low-stock list',
  'src/lib/orders/stock.ts': 'the stored items the stock is published into, each kept as it is',
  'src/features/admin/edit-record-view.ts': 'a record’s values, whatever an older edit stored, shown to the owner',
  'src/lib/catalog/admin-catalog.ts': 'the stored items, each shown or counted as unreadable',
  'src/prerender/write-prerendered-record.ts': 'the build’s record of the prerendered catalog, skipping what it cannot read',
  'scripts/seed/seed-plan.ts': 'the seed’s plan: each document it would write or keep, reported',
  'scripts/seed/stock-plan.ts': 'the seed’s stock plan, reported item by item',
  'scripts/seed/price-histories.ts': 'the stored items whose price the seed changes, each read for its price as it is',
  'scripts/headers/preview.ts': 'firebase.json’s headers, as a person may have edited them',
}

/** The mock backend's wire protocols (Identity Toolkit, Firestore REST): answered with the service's own errors. */
const WIRE_PARSERS = /^mocks\/(auth|firestore)\//

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || relative(root, path) === 'functions/lib' ? [] : sourceFiles(path)
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

it('is used only by the tolerant walkers and the mock’s wire-protocol parsers', () => {
  const users = ['src', 'functions/src', 'mocks', 'scripts']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((path) => path !== 'src/lib/is-record.ts' && /\bisRecord\b/.test(readFileSync(join(root, path), 'utf8')))
  expect(users.filter((path) => !TOLERANT_WALKERS[path] && !WIRE_PARSERS.test(path))).toEqual([])
  // A walker that no longer walks is taken off the list.
  expect(Object.keys(TOLERANT_WALKERS).filter((path) => !users.includes(path))).toEqual([])
})
