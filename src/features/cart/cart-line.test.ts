import { describe, expect, it } from 'vitest'
import { lineLimitNote, lineName } from './cart-line'
import { MAX_QUANTITY } from './cart-reducer'

const tee = { id: 9, name: 'Tee', imageUrl: '/tee.webp', price: 25, variant: { size: 'M', color: 'navy', colorName: 'Navy' } }

describe('cart lines as the shopper reads them', () => {
  it('names a line with its size and colour', () => {
    expect(lineName(tee)).toBe('Tee, Size M · Navy')
  })

  it('says why a line cannot grow: its stock, or the most one order takes', () => {
    expect(lineLimitNote({ ...tee, limit: 3, quantity: 2 })).toBeNull()
    expect(lineLimitNote({ ...tee, limit: 3, quantity: 3 })).toBe('Only 3 in stock')
    expect(lineLimitNote({ ...tee, quantity: MAX_QUANTITY })).toBe(`Limit ${MAX_QUANTITY} per order`)
    expect(lineLimitNote({ ...tee, limit: MAX_QUANTITY, quantity: MAX_QUANTITY })).toBe(`Limit ${MAX_QUANTITY} per order`)
  })
})
