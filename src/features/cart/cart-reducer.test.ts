import { describe, expect, it } from 'vitest'
import { lineKey } from '../../lib/catalog/variant'
import { formatCents, formatPrice } from '../../lib/money'
import {
  MAX_LINES,
  MAX_QUANTITY,
  MAX_UNITS,
  cartCount,
  cartReducer,
  cartTotalCents,
  lineRoom,
  lineTotalCents,
  quantityInCart,
  type CartItem,
} from './cart-reducer'

const hat = { id: 1, name: 'Brown Brim', imageUrl: '/a.webp', price: 25 }
const scarf = { id: 2, name: 'Wool Scarf', imageUrl: '/b.webp', price: 0.1 }

const run = (...actions: Parameters<typeof cartReducer>[1][]): readonly CartItem[] => actions.reduce(cartReducer, [])

describe('cartReducer', () => {
  it('appends a new item with quantity 1 and raises the quantity of one already there', () => {
    const state = run({ type: 'add', item: hat }, { type: 'add', item: scarf }, { type: 'add', item: hat })
    expect(state).toEqual([
      { ...hat, quantity: 2 },
      { ...scarf, quantity: 1 },
    ])
  })

  it('remove lowers the quantity, and removes the line at quantity 1', () => {
    const two = run({ type: 'add', item: hat }, { type: 'add', item: hat })
    expect(cartReducer(two, { type: 'remove', id: 1 })).toEqual([{ ...hat, quantity: 1 }])
    expect(run({ type: 'add', item: hat }, { type: 'remove', id: 1 })).toEqual([])
  })

  it('clear removes the whole line whatever its quantity', () => {
    const state = run({ type: 'add', item: hat }, { type: 'add', item: hat }, { type: 'add', item: scarf }, { type: 'clear', id: 1 })
    expect(state).toEqual([{ ...scarf, quantity: 1 }])
  })

  it('returns the same state for actions on items that are not in the cart', () => {
    const state = run({ type: 'add', item: hat })
    expect(cartReducer(state, { type: 'remove', id: 9 })).toBe(state)
    expect(cartReducer(state, { type: 'clear', id: 9 })).toBe(state)
  })

  it(`stops a line at ${MAX_QUANTITY}`, () => {
    const full: readonly CartItem[] = [{ ...hat, quantity: MAX_QUANTITY }]
    expect(cartReducer(full, { type: 'add', item: hat })).toBe(full)
  })

  it(`adds no new line beyond ${MAX_LINES}`, () => {
    const full: readonly CartItem[] = Array.from({ length: MAX_LINES }, (_, index) => ({ ...hat, id: index + 1, quantity: 1 }))
    expect(cartReducer(full, { type: 'add', item: { ...hat, id: 1000 } })).toBe(full)
  })

  it(`holds at most ${MAX_UNITS} units in all, the most one checkout takes, and restores a line only up to it`, () => {
    const nearly: readonly CartItem[] = [{ ...hat, quantity: MAX_QUANTITY }]
    const full = cartReducer(nearly, { type: 'add', item: scarf })
    expect(cartCount(full)).toBe(MAX_UNITS)
    expect(cartReducer(full, { type: 'add', item: scarf })).toBe(full)
    expect(cartReducer(full, { type: 'add', item: { ...hat, id: 3 } })).toBe(full)
    const removed = cartReducer(full, { type: 'clear', id: 1 })
    const other = cartReducer(removed, { type: 'add', item: { ...hat, id: 3 } })
    expect(cartReducer(other, { type: 'restore', line: { ...hat, quantity: MAX_QUANTITY }, index: 0 })[0]).toEqual({ ...hat, quantity: MAX_QUANTITY - 1 })
  })

  it('restores a removed line at its place with its quantity, once', () => {
    const state = run({ type: 'add', item: hat }, { type: 'add', item: hat }, { type: 'add', item: scarf })
    const removed = cartReducer(state, { type: 'clear', id: 1 })
    const restored = cartReducer(removed, { type: 'restore', line: { ...hat, quantity: 2 }, index: 0 })
    expect(restored).toEqual(state)
    expect(cartReducer(restored, { type: 'restore', line: { ...hat, quantity: 2 }, index: 0 })).toBe(restored)
    expect(cartReducer([], { type: 'restore', line: { ...hat, quantity: 1 }, index: 5 })).toEqual([{ ...hat, quantity: 1 }])
  })

  it('restores no more than the line may hold, and nothing sold out since', () => {
    expect(cartReducer([], { type: 'restore', line: { ...hat, limit: 2, quantity: 5 }, index: 0 })).toEqual([{ ...hat, limit: 2, quantity: 2 }])
    expect(cartReducer([], { type: 'restore', line: { ...hat, limit: 0, quantity: 1 }, index: 0 })).toEqual([])
  })

  it('does not mutate the previous state', () => {
    const before = run({ type: 'add', item: hat })
    const snapshot = structuredClone(before)
    cartReducer(before, { type: 'add', item: hat })
    expect(before).toEqual(snapshot)
  })
})

describe('cart totals', () => {
  it('counts quantities and totals in cents without floating-point artefacts', () => {
    const items = [
      { ...scarf, quantity: 3 },
      { ...hat, price: 0.2, id: 3, quantity: 1 },
      { ...hat, price: 19.99, id: 4, quantity: 3 },
    ]
    expect(cartCount(items)).toBe(7)
    expect(cartTotalCents(items)).toBe(30 + 20 + 5997)
    expect(formatCents(cartTotalCents(items))).toBe('$60.47')
  })

  it('prices a line as its quantity times its unit price, in cents', () => {
    expect(lineTotalCents({ ...hat, price: 19.99, quantity: 3 })).toBe(5997)
    expect(lineTotalCents({ ...scarf, quantity: 3 })).toBe(30)
  })

  it('formats whole dollars without cents and fractions with two digits', () => {
    expect(formatPrice(25)).toBe('$25')
    expect(formatPrice(129.5)).toBe('$129.50')
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30')
    expect(formatCents(0)).toBe('$0')
    expect(formatCents(123456)).toBe('$1234.56')
  })
})

describe('lines with a variant', () => {
  const tee = { id: 9, name: 'Tee', imageUrl: '/tee.webp', price: 25 }
  const m = { ...tee, variant: { size: 'M', color: 'navy', colorName: 'Navy' } }
  const l = { ...tee, variant: { size: 'L', color: 'navy', colorName: 'Navy' } }

  it('keys a line by item and variant', () => {
    expect(lineKey(tee)).toBe('9')
    expect(lineKey(m)).toBe('9:M/navy')
    expect(lineKey({ id: 9, variant: { size: '42' } })).toBe('9:42')
  })

  it('makes the same shirt in M and in L two lines, and changes each on its own', () => {
    const state = run({ type: 'add', item: m }, { type: 'add', item: l }, { type: 'add', item: m })
    expect(state).toEqual([
      { ...m, quantity: 2 },
      { ...l, quantity: 1 },
    ])
    expect(cartReducer(state, { type: 'remove', id: 9, variant: 'L/navy' })).toEqual([{ ...m, quantity: 2 }])
    expect(cartReducer(state, { type: 'clear', id: 9, variant: 'M/navy' })).toEqual([{ ...l, quantity: 1 }])
    expect(cartReducer(state, { type: 'clear', id: 9 })).toBe(state)
  })

  it('stops a line at the units left, and adds nothing sold out', () => {
    const twoLeft = { ...m, limit: 2 }
    const state = run({ type: 'add', item: twoLeft }, { type: 'add', item: twoLeft })
    expect(cartReducer(state, { type: 'add', item: twoLeft })).toBe(state)
    expect(run({ type: 'add', item: { ...l, limit: 0 } })).toEqual([])
  })

  it("says how many more a line takes: up to its stock, or to the cart's own limit", () => {
    expect(lineRoom({ ...m, limit: 3 }, 1)).toBe(2)
    expect(lineRoom({ ...m, limit: 3 }, 3)).toBe(0)
    expect(lineRoom({ ...m, limit: 1 }, 3)).toBe(0)
    expect(lineRoom(m, MAX_QUANTITY - 1)).toBe(1)
  })

  it('counts how many of a line the cart holds, variant by variant', () => {
    const state = run({ type: 'add', item: m }, { type: 'add', item: m })
    expect(quantityInCart(state, m)).toBe(2)
    expect(quantityInCart(state, l)).toBe(0)
  })

  it('keeps only what a line needs of a catalog item', () => {
    expect(run({ type: 'add', item: { ...tee, description: 'soft', stock: { M: 1 } } as typeof tee })).toEqual([{ ...tee, quantity: 1 }])
  })
})
