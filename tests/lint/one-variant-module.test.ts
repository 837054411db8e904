// A variant's options are known in one place, src/lib/catalog/variant.ts: it keys lines and stock and names a
// variant. Anywhere else, code that puts a size beside a colour in a list or a text, or an id before a colon and a
// key, is computing a key or a label a second time, and fails here: use lineKey, variantKey, variantLabel,
// variantWords, lineWords or choiceLabel instead.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
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

  it('leaves lists of option names and other texts alone', () => {
    expect(secondPlaces("export const FILTER_KEYS = ['collection', 'size', 'color', 'min', 'max', 'inStock'] as const")).toEqual([])
    expect(secondPlaces('const address = `http://${host.host}:${host.port}`')).toEqual([])
    expect(secondPlaces("keepsEarlyTap(`${place === 'card' ? 'add' : 'product'}:${item.id}`)")).toEqual([])
    expect(secondPlaces("lines: [{ collectionId: '2', itemId: 9, name: 'Tee', size: 'M', color: 'navy', colorName: 'Navy', quantity: 2 }]")).toEqual([])
  })
})
