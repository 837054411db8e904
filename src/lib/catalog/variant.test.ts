import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  LineVariant,
  choiceLabel,
  isChoiceSoldOut,
  isPlain,
  isValueSoldOut,
  lineKey,
  lineWords,
  offers,
  variantKey,
  variantLabel,
  stockKey,
  variantOf,
  variantWords,
  variantsOf,
  variantsWith,
  type ChoiceOf,
} from './variant'

const tee = {
  sizes: ['S', 'M'],
  colors: [
    { id: 'navy', name: 'Navy' },
    { id: 'coral', name: 'Coral' },
  ],
}

it('keys a variant for stock and cart lines: size, then colour', () => {
  expect([{}, { size: 'M' }, { color: 'navy' }, { size: '42', color: 'navy' }].map(variantKey)).toEqual(['', 'M', 'navy', '42/navy'])
})

it('keys a variant’s count in a stock map, the one variant of an item without options as *', () => {
  expect([{}, { size: 'M' }, { size: '42', color: 'navy' }].map(stockKey)).toEqual(['*', 'M', '42/navy'])
})

it('keys a line by its item and variant, whatever else the record carries', () => {
  expect(lineKey({ id: 9 })).toBe('9')
  expect(lineKey({ id: 9, variant: {} })).toBe('9')
  expect(lineKey({ id: 9, variant: { size: 'M', color: 'navy' } })).toBe('9:M/navy')
  const orderLine = { collectionId: '2', itemId: 9, name: 'Tee', size: 'M', color: 'navy', colorName: 'Navy', quantity: 2, unitCents: 2499 }
  expect(lineKey({ id: orderLine.itemId, variant: orderLine })).toBe('9:M/navy')
  expect(variantOf(orderLine)).toEqual({ size: 'M', color: 'navy' })
})

it('lists every variant of an item in key order, and one plain variant without options', () => {
  expect(variantsOf(tee).map(variantKey)).toEqual(['S/navy', 'S/coral', 'M/navy', 'M/coral'])
  expect(variantsOf({ sizes: ['42'] }).map(variantKey)).toEqual(['42'])
  expect(variantsOf({})).toEqual([{}])
  expect(isPlain({})).toBe(true)
  expect(isPlain({ color: 'navy' })).toBe(false)
})

it('knows which variants an item offers: each of its options chosen from its list, no other', () => {
  expect(offers(tee, { size: 'M', color: 'navy' })).toBe(true)
  expect(offers(tee, { size: 'M' })).toBe(false)
  expect(offers(tee, { size: 'XL', color: 'navy' })).toBe(false)
  expect(offers({ sizes: ['42'] }, { size: '42', color: 'navy' })).toBe(false)
  expect(offers({}, {})).toBe(true)
})

it('names a variant in a title and in a sentence, with the names the shopper read', () => {
  expect(variantLabel({ size: 'M', color: 'navy', colorName: 'Navy' })).toBe('Size M · Navy')
  expect(variantLabel({ color: 'navy' })).toBe('navy')
  expect(choiceLabel(tee, { size: 'S', color: 'coral' })).toBe('Size S · Coral')
  expect(variantWords({ size: 'M', color: 'navy', colorName: 'Navy' })).toBe('size M, Navy')
  expect(variantWords({})).toBe('')
  expect(lineWords({ name: 'Tee', size: 'M', colorName: 'Navy', color: 'navy' })).toBe('Tee, size M, Navy')
  expect(lineWords({ name: 'Tote' })).toBe('Tote')
})

it("checks a cart line's variant as the catalog checks the options", () => {
  expect(v.is(LineVariant, { size: 'M', color: 'navy', colorName: 'Navy' })).toBe(true)
  for (const bad of [{}, { size: 'M/L' }, { color: 'navy blue' }, { size: 'M', colorName: 'Navy' }, { color: 'navy', colorName: 'N'.repeat(61) }]) {
    expect(v.is(LineVariant, bad)).toBe(false)
  }
})

it('finds an item’s variants that agree with a choice, the options not chosen taking each of their values', () => {
  expect(variantsWith(tee, { size: 'M' }).map(variantKey)).toEqual(['M/navy', 'M/coral'])
  expect(variantsWith(tee, { color: 'coral' }).map(variantKey)).toEqual(['S/coral', 'M/coral'])
  expect(variantsWith(tee, {}).map(variantKey)).toEqual(['S/navy', 'S/coral', 'M/navy', 'M/coral'])
  expect(variantsWith(tee, { size: 'XL' })).toEqual([])
})

it('marks a value sold out only when no variant with it, as far as the shopper has chosen, has a unit left', () => {
  const stock: Record<string, number> = { 'S/navy': 0, 'S/coral': 0, 'M/navy': 0, 'M/coral': 2 }
  const units = (variant: ChoiceOf<'size' | 'color'>) => stock[variantKey(variant)] ?? 0
  expect(isValueSoldOut(tee, 'size', 'S', {}, units)).toBe(true)
  expect(isValueSoldOut(tee, 'size', 'M', {}, units)).toBe(false)
  expect(isValueSoldOut(tee, 'size', 'M', { color: 'navy' }, units)).toBe(true)
  expect(isValueSoldOut(tee, 'color', 'coral', { size: 'S' }, units)).toBe(true)
  // The choice's own value of the option is the one being replaced.
  expect(isValueSoldOut(tee, 'color', 'coral', { size: 'M', color: 'navy' }, units)).toBe(false)
  expect(isChoiceSoldOut(tee, { size: 'M', color: 'navy' }, units)).toBe(true)
  expect(isChoiceSoldOut(tee, {}, units)).toBe(false)
  // Sold without a limit, nothing is sold out; a value the item lacks always is.
  expect(isValueSoldOut(tee, 'size', 'S', {}, () => null)).toBe(false)
  expect(isValueSoldOut(tee, 'size', 'XL', {}, () => null)).toBe(true)
})

it('counts every option the item has, so a third one does not strike out a colour in stock in one of its values', () => {
  // A scratch third option, whatever the shop's own are: jeans in two lengths, only one length of M in navy left.
  const jeans = { ...tee, lengths: ['30', '32'] }
  const options = [
    { name: 'size', valuesOf: (item: typeof jeans) => item.sizes },
    { name: 'color', valuesOf: (item: typeof jeans) => item.colors.map(({ id }) => id) },
    { name: 'length', valuesOf: (item: typeof jeans) => item.lengths },
  ] as const
  const stock: Record<string, number> = { 'M/navy/32': 1 }
  const units = (variant: ChoiceOf<'size' | 'color' | 'length'>) =>
    stock[options.flatMap(({ name }) => (variant[name] === undefined ? [] : [variant[name]])).join('/')] ?? 0

  expect(variantsOf(jeans, options)).toHaveLength(8)
  expect(isValueSoldOut(jeans, 'color', 'navy', { size: 'M' }, units, options)).toBe(false)
  expect(isValueSoldOut(jeans, 'color', 'navy', {}, units, options)).toBe(false)
  expect(isValueSoldOut(jeans, 'size', 'M', { color: 'navy' }, units, options)).toBe(false)
  expect(isValueSoldOut(jeans, 'color', 'coral', { size: 'M' }, units, options)).toBe(true)
  expect(isValueSoldOut(jeans, 'size', 'S', { color: 'navy' }, units, options)).toBe(true)
  // Once a length is chosen, the colour is sold out in the other one.
  expect(isValueSoldOut(jeans, 'color', 'navy', { size: 'M', length: '30' }, units, options)).toBe(true)
  expect(isValueSoldOut(jeans, 'length', '32', { size: 'M', color: 'navy' }, units, options)).toBe(false)
  // What the two-option check did: the size and colour alone name no stock, so every colour read as sold out.
  expect(isChoiceSoldOut(jeans, { size: 'M', color: 'navy' }, units, options)).toBe(false)
  expect(units({ size: 'M', color: 'navy' })).toBe(0)
})
