import { describe, expect, it } from 'vitest'
import { findCollection, findItem, productParams } from './find-in-catalog'
import { mapCollections } from './map-collections'

const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }

describe('findCollection', () => {
  const collections = mapCollections([
    { id: '1', data: { title: 'Hats', items: [hat] } },
    { id: '2', data: { title: 'Constructor', items: [] } },
  ])

  it('finds a collection by its address, whatever the case', () => {
    expect(findCollection(collections, 'hats')?.id).toBe(1)
    expect(findCollection(collections, 'HATS')?.id).toBe(1)
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('finds nothing for the built-in name %s', (name) => {
    expect(findCollection(mapCollections([{ id: '1', data: { title: 'Hats', items: [] } }]), name)).toBeUndefined()
  })

  it("finds a collection whose title is a built-in's name", () => {
    expect(findCollection(collections, 'constructor')?.title).toBe('Constructor')
  })
})

describe('findItem', () => {
  it('finds an item by its readable slug, unique within the collection', () => {
    const map = mapCollections([{ id: '1', data: { title: 'Hats', items: [hat, { ...hat, id: 2 }] } }])
    const hats = map.hats!
    expect(hats.items.map((item) => item.slug)).toEqual(['brown-brim', 'brown-brim-2'])
    expect(findItem(hats, 'brown-brim-2')?.id).toBe(2)
    expect(findItem(hats, 'Brown-Brim')?.id).toBe(1)
    expect(findItem(hats, 'nothing')).toBeUndefined()
  })
})

describe('productParams', () => {
  it("finds an item's page by its id, in any collection", () => {
    const map = mapCollections([
      { id: '1', data: { title: 'Hats', items: [hat] } },
      { id: '2', data: { title: 'City Bags', items: [{ ...hat, id: 7, name: 'Tote' }] } },
    ])
    expect(productParams(map, 7)).toEqual({ collectionSlug: 'city bags', productSlug: 'tote' })
    expect(productParams(map, 99)).toBeUndefined()
  })
})
