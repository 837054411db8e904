import { expect, it } from 'vitest'
import { catalogSnapshotOf, findItem } from './catalog-snapshot'

const tote = { id: 3, name: 'Canvas Tote', imageUrl: '/t.webp', price: 45 }

it('sells only from collection documents the shop lists', () => {
  const catalog = catalogSnapshotOf([
    ['1', { title: 'Bags', items: [tote] }],
    ['2', { items: [{ ...tote, id: 4 }] }],
    ['3', { title: 'Hats', items: 'none' }],
  ])
  expect(Object.keys(catalog)).toEqual(['1'])
  expect(findItem(catalog, '1', 3)).toEqual(tote)
  expect(findItem(catalog, '2', 4)).toBeNull()
})

it('never sells an item for less than a cent', () => {
  expect(findItem(catalogSnapshotOf([['1', { title: 'Bags', items: [{ ...tote, price: 0 }] }]]), '1', 3)).toBeNull()
})

it('never sells an item an owner hid, and sells it again once shown', () => {
  const catalog = (hidden: boolean) => catalogSnapshotOf([['1', { title: 'Bags', items: [{ ...tote, hidden }] }]])
  expect(findItem(catalog(true), '1', 3)).toBeNull()
  expect(findItem(catalog(false), '1', 3)).toEqual({ ...tote, hidden: false })
})
