import { describe, expect, it } from 'vitest'
import { correctedLine } from './cart-corrections'

const shirt = { id: 9, name: 'Shirt', imageUrl: '/s.webp', price: 24.99, variant: { size: 'M', color: 'navy' }, quantity: 3, limit: 5 }

describe('correctedLine', () => {
  it('keeps what is left of a short line, and drops a sold-out or gone one', () => {
    expect(correctedLine(shirt, { line: 0, code: 'short', message: 'Only 1 left in size M.', available: 1 })).toEqual({ ...shirt, quantity: 1, limit: 1 })
    expect(correctedLine(shirt, { line: 0, code: 'short', message: 'Sold out.', available: 0 })).toBeNull()
    expect(correctedLine(shirt, { line: 0, code: 'item-gone', message: 'Gone.' })).toBeNull()
  })

  it('takes the catalog price of a line whose price changed', () => {
    expect(correctedLine(shirt, { line: 0, code: 'price-changed', message: 'Changed.', unitCents: 2999 })).toEqual({ ...shirt, price: 29.99 })
  })
})
