// How far the moments before the app is live reach into the code: src/prerender/ owns them, and the rest of the
// app sees them only through src/prerender/live.ts. Every file that imports it has to understand that phase too,
// so the list below is kept short on purpose: a new importer fails here, and the way out is to go through one of
// these (the cart's AddButton keeps an early tap, the product page's options are marked by keepsOptionTap).
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname
const src = join(root, 'src')

/** The files outside src/prerender/ that may know the phase before hydration, and why each needs it. */
const KNOWN = {
  'src/features/cart/components/add-button.tsx': 'every Add to Cart keeps a tap made before the app is live',
  'src/features/cart/components/cart-icon.tsx': 'keeps an early tap, and shows the count the page wrote until hydrated',
  'src/features/catalog/components/browse-controls.tsx': 'filters and sort are disabled until they work',
  'src/features/catalog/components/filter-fold.tsx': 'the phone’s Filters button keeps a tap made before the app is live',
  'src/features/catalog/components/product/use-product-choice.ts': 'marks the size and colour radios, and shows the prerendered choice and item until hydrated',
  'src/features/auth/components/use-auth-submit.ts': 'the forms cannot submit until they work',
  'src/routes/checkout.tsx': 'the stored cart is known only once hydrated',
  'src/styles/render-when-near.ts': 'parts below the first screen wait until the app is live',
  'src/features/wishlist/components/wishlist-heart.tsx': 'the wishlist’s heart keeps a tap made before the app is live',
}
const MAX_IMPORTERS = 9

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === join(src, 'prerender') ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const importers = sourceFiles(src)
  .filter((path) => /from '(\.\.?\/)+prerender\/live'|import\('(\.\.?\/)+prerender\/live'\)/.test(readFileSync(path, 'utf8')))
  .map((path) => relative(root, path))
  .sort()

it(`at most ${MAX_IMPORTERS} files outside src/prerender/ import src/prerender/live.ts`, () => {
  expect(Object.keys(KNOWN).length).toBeLessThanOrEqual(MAX_IMPORTERS)
  expect(importers.length).toBeLessThanOrEqual(MAX_IMPORTERS)
})

it('each of them is one of the known ones', () => {
  expect(importers.filter((path) => !(path in KNOWN))).toEqual([])
})

it('finds the importers it counts (the search itself works)', () => {
  expect(importers).toContain('src/features/cart/components/add-button.tsx')
})
