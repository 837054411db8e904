import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  LineVariant,
  choiceLabel,
  isPlain,
  lineKey,
  lineWords,
  offers,
  variantKey,
  variantLabel,
  stockKey,
  variantOf,
  variantWords,
  variantsOf,
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
