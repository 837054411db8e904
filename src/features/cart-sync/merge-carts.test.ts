import { describe, expect, it } from 'vitest'
import { accountLinesFrom } from '../../lib/account-cart'
import type { CartItem, CartProduct } from '../cart/cart-reducer'
import { mergeCarts, mergeMessage, quantitiesOf, type ShopLine } from './merge-carts'

const tee: CartProduct = { id: 9, name: 'Tee', imageUrl: '/tee-navy.webp', price: 25, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, limit: 3 }
const teeL: CartProduct = { ...tee, variant: { size: 'L', color: 'navy', colorName: 'Navy' }, limit: 10 }
const tote: CartProduct = { id: 12, name: 'Tote', imageUrl: '/tote.webp', price: 40 }
const cap: CartProduct = { id: 20, name: 'Cap', imageUrl: '/cap.webp', price: 15, limit: 0 }
const socks: CartProduct = { id: 30, name: 'Socks', imageUrl: '/socks.webp', price: 8, limit: 20 }

const shop: ShopLine = (key) => ({ '9:M/navy': tee, '9:L/navy': teeL, '12': tote, '20': cap, '30': socks })[key] ?? null
const line = (product: CartProduct, quantity: number): CartItem => ({ ...product, quantity })
const keysAndQuantities = (items: readonly CartItem[]) => [...quantitiesOf(items)]

describe('mergeCarts on a first sign-in (no base)', () => {
  it('sums a line both carts hold, keeps the device’s order and adds the account’s other lines after it', () => {
    const merged = mergeCarts(
      null,
      [line(tote, 1), line(teeL, 1)],
      [
        { key: '9:L/navy', quantity: 2 },
        { key: '12', quantity: 1 },
        { key: '9:M/navy', quantity: 1 },
      ],
      shop,
    )
    expect(keysAndQuantities(merged.items)).toEqual([
      ['12', 2],
      ['9:L/navy', 3],
      ['9:M/navy', 1],
    ])
    expect(merged.added).toBe(4)
    expect(mergeMessage(merged, true)).toBe('We added 4 items saved in your account to your cart.')
  })

  it('caps what the account brings by the units left, and says so', () => {
    const merged = mergeCarts(null, [line(tee, 2)], [{ key: '9:M/navy', quantity: 2 }], shop)
    expect(keysAndQuantities(merged.items)).toEqual([['9:M/navy', 3]])
    expect(mergeMessage(merged, true)).toBe('We added 1 item saved in your account to your cart. Only 3 left of Tee, size M, Navy: your cart now has 3.')
  })

  it('leaves out the account’s lines the shop has none of or no longer sells, and says so; the device’s own stay', () => {
    const merged = mergeCarts(
      null,
      [line({ ...cap, limit: 2 }, 1), line({ id: 77, name: 'Old hat', imageUrl: '/hat.webp', price: 5 }, 1)],
      [
        { key: '20', quantity: 1 },
        { key: '55', quantity: 1 },
        { key: '9:XL/navy', quantity: 1 },
      ],
      shop,
    )
    expect(keysAndQuantities(merged.items)).toEqual([
      ['20', 1],
      ['77', 1],
    ])
    const alone = mergeCarts(
      null,
      [],
      [
        { key: '20', quantity: 1 },
        { key: '55', quantity: 1 },
      ],
      shop,
    )
    expect(alone.items).toEqual([])
    expect(mergeMessage(alone, true)).toBe('Cap is sold out, so it is not in your cart. 1 item saved in your account is no longer sold.')
  })

  it('takes the shop’s name, price and units left for a line, and never a limit below the line', () => {
    const merged = mergeCarts(null, [line({ ...tote, price: 30, name: 'Tote (old name)' }, 1)], [], shop)
    expect(merged.items).toEqual([line(tote, 1)])
    // The device held more than is left now: it keeps its quantity and the limit it was stored with.
    const over = mergeCarts(null, [line({ ...tee, limit: 5 }, 5)], [], shop)
    expect(over.items).toEqual([line({ ...tee, limit: 5 }, 5)])
    expect(mergeMessage(over, true)).toBe('')
  })

  it('stops at the cart’s limits', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ id: 1000 + index, name: `Item ${index}`, imageUrl: '/i.webp', price: 1, quantity: 1 }))
    const merged = mergeCarts(null, many, [{ key: '12', quantity: 1 }], shop)
    expect(merged.items).toHaveLength(100)
    expect(mergeMessage(merged, true)).toBe('An order holds at most 100 items. 1 item saved in your account did not fit.')
  })
})

describe('mergeCarts against a base (the account as this device last saw it)', () => {
  const base = quantitiesOf([line(tote, 1), line(tee, 1)])

  it('keeps a line added on another device while this one was behind, and this one’s own new line', () => {
    const account = [
      { key: '12', quantity: 1 },
      { key: '9:M/navy', quantity: 1 },
      { key: '30', quantity: 2 },
    ]
    const merged = mergeCarts(base, [line(tote, 1), line(tee, 1), line(teeL, 1)], account, shop)
    expect(keysAndQuantities(merged.items)).toEqual([
      ['12', 1],
      ['9:M/navy', 1],
      ['9:L/navy', 1],
      ['30', 2],
    ])
    // Not a sign-in: nothing to tell.
    expect(mergeMessage(merged, false)).toBe('')
  })

  it('takes the change of the side that changed a line: a removal on either side removes it', () => {
    expect(
      keysAndQuantities(
        mergeCarts(
          base,
          [line(tee, 1)],
          [
            { key: '12', quantity: 1 },
            { key: '9:M/navy', quantity: 1 },
          ],
          shop,
        ).items,
      ),
    ).toEqual([['9:M/navy', 1]])
    expect(keysAndQuantities(mergeCarts(base, [line(tote, 1), line(tee, 1)], [{ key: '9:M/navy', quantity: 2 }], shop).items)).toEqual([['9:M/navy', 2]])
  })

  it('takes both changes of a line both sides changed, never fewer than the smaller side', () => {
    const from = quantitiesOf([line(teeL, 2)])
    expect(keysAndQuantities(mergeCarts(from, [line(teeL, 3)], [{ key: '9:L/navy', quantity: 3 }], shop).items)).toEqual([['9:L/navy', 4]])
    expect(keysAndQuantities(mergeCarts(from, [line(teeL, 1)], [{ key: '9:L/navy', quantity: 1 }], shop).items)).toEqual([['9:L/navy', 1]])
    // Removed on one device while one more was added on the other: the line stays.
    expect(keysAndQuantities(mergeCarts(from, [], [{ key: '9:L/navy', quantity: 3 }], shop).items)).toEqual([['9:L/navy', 1]])
  })

  it('gives the same cart when the account already holds this device’s change (a merge applied twice)', () => {
    const device = [line(tote, 2), line(tee, 1)]
    const once = mergeCarts(
      base,
      device,
      [
        { key: '12', quantity: 1 },
        { key: '9:M/navy', quantity: 1 },
      ],
      shop,
    )
    const again = mergeCarts(
      quantitiesOf(device),
      device,
      [
        { key: '12', quantity: 2 },
        { key: '9:M/navy', quantity: 1 },
      ],
      shop,
    )
    expect(again.items).toEqual(once.items)
    expect(mergeMessage(again, false)).toBe('')
  })
})

describe('accountLinesFrom', () => {
  it('reads the stored lines, dropping bad entries and repeats, and a bad field as an empty cart', () => {
    expect(accountLinesFrom({ lines: ['9:M/navy*2', '12*1', '12*3', 'x*1', '9*0', '9*100', 12, null, '9:M L*1'], updatedAt: new Date() })).toEqual([
      { key: '9:M/navy', quantity: 2 },
      { key: '12', quantity: 1 },
    ])
    for (const bad of [undefined, null, 'text', ['9*1'], { lines: 'x' }, { lines: { 0: '9*1' } }]) expect(accountLinesFrom(bad)).toEqual([])
  })
})
