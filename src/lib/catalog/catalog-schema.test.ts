import { describe, expect, it } from 'vitest'
import { readItem } from './catalog-schema'

const cap = { id: 7, name: 'Cap', imageUrl: '/cap.webp', price: 20 }

describe('readItem', () => {
  it('names a missing or malformed field of its own and does not sell the item', () => {
    expect(readItem({ name: 'Cap', imageUrl: 3, price: 5 })).toEqual({
      item: null,
      problems: ['id: must be a whole number, not missing', 'imageUrl: must be a string, not 3'],
      dropped: [],
    })
    expect(readItem(null).problems).toEqual(['must be an object with id, name, imageUrl and price'])
  })

  it('leaves out an empty list or map, which says no more than an absent one', () => {
    const item = { ...cap, sizes: [], colors: [{ id: 'navy', name: 'Navy', images: [] }], stock: {}, details: {} }
    expect(readItem(item)).toEqual({ item: { ...cap, colors: [{ id: 'navy', name: 'Navy' }] }, problems: [], dropped: [] })
  })

  it('reads details and stock only as maps, not lists', () => {
    expect(readItem({ ...cap, details: ['Cotton'], stock: [3] }).dropped).toEqual(['ignoring details: not a map', 'ignoring stock: not a map'])
  })

  it('counts stock only for the sizes and colours it keeps', () => {
    const { item, dropped } = readItem({ ...cap, sizes: ['S', 'M/L'], stock: { S: 2, 'M/L': 1 } })
    expect(item).toEqual({ ...cap, sizes: ['S'], stock: { S: 2 } })
    expect(dropped).toEqual(['ignoring sizes[1]: malformed or repeated', "ignoring stock 'M/L': no such variant, or not a count"])
  })

  it('still says what it would leave out of an item it does not sell', () => {
    expect(readItem({ ...cap, price: -1, sizes: 'M' })).toMatchObject({ item: null, dropped: ['ignoring sizes: not a list'] })
  })
})
