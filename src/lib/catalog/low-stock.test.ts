import { expect, it } from 'vitest'
import { lowStock } from './low-stock'

const tee = { id: 9, name: 'Tee', imageUrl: '/t.webp', price: 25, sizes: ['S', 'M'], colors: [{ id: 'navy', name: 'Navy' }] }
const cap = { id: 3, name: 'Cap', imageUrl: '/c.webp', price: 20, colors: [{ id: 'red', name: 'Red' }], hidden: true }

it('lists the counted variants at or below the threshold, fewest first, hidden items too; an unreadable count as none', () => {
  const stock = { '2_9': { 'S/navy': 3, 'M/navy': 'lots', 'L/navy': 0 }, '2_3': { red: 1 } }
  expect(lowStock([{ id: '2', items: [tee, cap, { id: 4 }] }], stock, 3)).toEqual([
    { collectionId: '2', itemId: 9, name: 'Tee', variant: 'M/navy', units: 0 },
    { collectionId: '2', itemId: 3, name: 'Cap', variant: 'red', units: 1 },
    { collectionId: '2', itemId: 9, name: 'Tee', variant: 'S/navy', units: 3 },
  ])
  expect(lowStock([{ id: '2', items: [tee] }], stock, 0)).toEqual([expect.objectContaining({ variant: 'M/navy' })])
})

it('leaves out an item nobody counts', () => {
  expect(lowStock([{ id: '2', items: [tee] }], {}, 1000)).toEqual([])
})
