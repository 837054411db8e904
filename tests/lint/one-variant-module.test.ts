// A variant's options are known in one place, src/lib/catalog/variant.ts: it keys lines and stock, names a variant,
// copies one from a record to another and resolves a page's choice. Anywhere else, code that puts a size beside a
// colour in a list or a text, or an id before a colon and a key, is computing a key or a label a second time; and a
// function that reads two options of one object, or builds an object of two options, is copying a variant option by
// option, which would silently drop an option added later. Both fail here: use lineKey, variantKey, variantLabel,
// variantWords, lineWords, choiceLabel, variantOf, variantParams, keptChoice or resolveVariant instead. The second
// check reads the code's structure (TypeScript's syntax tree), not single lines, so a copy spread over lines is
// found too. Only the places the recipe for a new option names (docs/architecture.md) ask for an option by name.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname
const OWNER = 'src/lib/catalog/variant.ts'
const DIRS = ['src', 'functions/src', 'mocks', 'scripts']

/** An option's value (`size`, `line.color`, `colorName`): not the text 'size' (a list of filter names), nor a key (`size: 'M'`). */
const SIZE = String.raw`(?<!['"\w])size\b(?!['"]|\s*:)`
const COLOR = String.raw`(?<!['"\w])color(?:Name)?\b(?!['"]|\s*:)`

const SECOND_PLACES: [what: string, pattern: RegExp][] = [
  ['a list of a size and a colour (a key or a label)', new RegExp(String.raw`\[[^\]\n]*${SIZE}[^\]\n]*${COLOR}[^\]\n]*\]`)],
  ['a text of a size and a colour (a key or a label)', new RegExp(String.raw`\$\{[^}\n]*${SIZE}[^}\n]*\}.*\$\{[^}\n]*${COLOR}`)],
  ['an id, a colon and more (a line key)', /\$\{[^}\n]*(?:id|Id)\}:\$\{/],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || relative(root, path) === 'functions/lib' ? [] : sourceFiles(path)
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$|routeTree\.gen\.ts$/.test(entry.name) ? [path] : []
  })
}

/** Each line of `text` that computes a key or a label of a variant, with what it computes. */
function secondPlaces(text: string): string[] {
  return text.split('\n').flatMap((line) => SECOND_PLACES.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line.trim()}`))
}

/** The options, as the module lists them. */
const OPTION_NAMES = [...(/const OPTION_NAMES = \[([^\]]*)\]/.exec(readFileSync(join(root, OWNER), 'utf8'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
  ([, name]) => name!,
)

/**
 * The places that ask for each option by name, as the recipe says: the product page's choosers, the card's
 * chooser, and the list's size and colour filters (an option is not a filter by itself).
 */
const BY_NAME = new Set([
  'src/features/catalog/components/product/product-view.tsx',
  'src/features/cart/card-choice.ts',
  'src/features/cart/components/card-options-chooser.tsx',
  'src/features/cart/components/add-to-cart-button.tsx',
  'src/features/catalog/browse.ts',
  'src/features/catalog/components/browse-controls.tsx',
  // The functions' test harness: its shirt is a line of the demo catalog, size and colour given.
  'functions/src/harness.ts',
])

/** Each function in `text` that reads two options of one object or builds an object of two, with its first line. */
function optionCopies(text: string, fileName = 'code.tsx'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const inspect = (fn: ts.Node) => {
    const built = new Set<string>()
    const read = new Map<string, Set<string>>()
    const walk = (node: ts.Node): void => {
      if (node !== fn && ts.isFunctionLike(node)) return
      if (ts.isObjectLiteralExpression(node))
        for (const property of node.properties)
          if (property.name && ts.isIdentifier(property.name) && OPTION_NAMES.includes(property.name.text)) built.add(property.name.text)
      if (ts.isPropertyAccessExpression(node) && OPTION_NAMES.includes(node.name.text)) {
        const base = node.expression.getText(source)
        read.set(base, new Set([...(read.get(base) ?? []), node.name.text]))
      }
      ts.forEachChild(node, walk)
    }
    ts.forEachChild(fn, walk)
    const line = source.getLineAndCharacterOfPosition(fn.getStart(source)).line + 1
    const what = (fn as ts.FunctionLikeDeclaration).name?.getText(source) ?? 'a function'
    if (built.size >= 2) found.push(`${what} (line ${line}) builds an object of ${[...built].join(' and ')}`)
    for (const [base, names] of read) if (names.size >= 2) found.push(`${what} (line ${line}) reads ${[...names].join(' and ')} of ${base}`)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) inspect(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the variant module', () => {
  it('is the one place that keys and names a variant', () => {
    const found = DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((path) => relative(root, path) !== OWNER)
      .flatMap((path) => secondPlaces(readFileSync(path, 'utf8')).map((place) => `${relative(root, path)}: ${place}`))
    expect(found).toEqual([])
  })

  // The ways the shop computed keys and labels before the module owned them: each must be caught.
  it.each([
    ['the cart', "return key === '' ? String(line.id) : `${line.id}:${key}`"],
    ['the checkout request', '`${line.collectionId}:${line.itemId}:${variantKey(line)}`'],
    ['the inline count', "const parts = [size, color].filter((part) => part !== undefined).join('/')"],
    ['the order lines', "<li key={`${line.collectionId}:${line.itemId}:${line.size ?? ''}/${line.color ?? ''}`}>"],
    [
      'a label',
      'return [variant.size !== undefined ? `Size ${variant.size}` : undefined, variant.color !== undefined ? (colorName ?? variant.color) : undefined]',
    ],
    ['a mail', "`${line.quantity} × ${line.name}${line.size ? `, size ${line.size}` : ''}${line.colorName ? `, ${line.colorName}` : ''}`"],
    ['the payment page', "[line.name, line.size ? `size ${line.size}` : undefined, line.colorName].filter(Boolean).join(', ')"],
    ['a SKU', "['CC', itemId, variant.size, variant.color]"],
  ])('catches a second key or label in %s', (_where, code) => {
    expect(secondPlaces(code)).not.toEqual([])
  })

  it('is the one place that copies a variant option by option, outside the places the recipe names', () => {
    expect(OPTION_NAMES).toEqual(['size', 'color'])
    const found = DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
      .map((path) => relative(root, path))
      .filter((path) => path !== OWNER && !BY_NAME.has(path) && /\.tsx?$/.test(path))
      .flatMap((path) => optionCopies(readFileSync(join(root, path), 'utf8'), path).map((copy) => `${path}: ${copy}`))
    expect(found).toEqual([])
    // It parses every source file of the tree: seconds, not the default five, on a busy machine.
  }, 30_000)

  // The two copies the tree had when this check was written: each must be caught, over several lines as written.
  it.each([
    [
      'the page’s choice from its address',
      `export function resolveVariant(item: Item, wanted: Variant): Variant {
        const size = wanted.size !== undefined && item.sizes?.includes(wanted.size) ? wanted.size : undefined
        const color = colorOf(item, wanted.color)?.id ?? item.colors?.[0]?.id
        return { ...(size !== undefined ? { size } : {}), ...(color !== undefined ? { color } : {}) }
      }`,
    ],
    [
      'the checkout request’s lines',
      `export function checkoutLines(cartItems: readonly CartItem[]) {
        return cartItems.map((item) => ({
          itemId: item.id,
          ...(item.variant?.size !== undefined
            ? { size: item.variant.size }
            : {}),
          ...(item.variant?.color !== undefined ? { color: item.variant.color } : {}),
          quantity: item.quantity,
        }))
      }`,
    ],
  ])('catches a copy option by option in %s', (_where, code) => {
    expect(optionCopies(code)).not.toEqual([])
  })

  it('leaves a variant passed on whole, and its options read through the module, alone', () => {
    expect(optionCopies('const line = (item: CartItem) => ({ itemId: item.id, ...variantOf(item.variant ?? {}), quantity: item.quantity })')).toEqual([])
    expect(optionCopies('const pick = (variant: Variant) => (variant.size ? sizeChart(variant) : null)')).toEqual([])
  })

  it('leaves lists of option names and other texts alone', () => {
    expect(secondPlaces("export const FILTER_KEYS = ['collection', 'size', 'color', 'min', 'max', 'inStock'] as const")).toEqual([])
    expect(secondPlaces('const address = `http://${host.host}:${host.port}`')).toEqual([])
    expect(secondPlaces("keepsEarlyTap(`${place === 'card' ? 'add' : 'product'}:${item.id}`)")).toEqual([])
    expect(secondPlaces("lines: [{ collectionId: '2', itemId: 9, name: 'Tee', size: 'M', color: 'navy', colorName: 'Navy', quantity: 2 }]")).toEqual([])
  })
})
