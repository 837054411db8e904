import { beforeEach, describe, expect, it, vi } from 'vitest'
import { findCollection, mapCollections, toItem } from './map-collections'

const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }

describe('mapCollections', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('keys collections by lower-cased title and derives routeName and numeric id', () => {
    const map = mapCollections([
      { id: '3', data: { title: 'Hats', items: [hat] } },
      { id: 'x9', data: { title: 'Summer Sale', items: [] } },
    ])
    expect(Object.keys(map)).toEqual(['hats', 'summer sale'])
    expect(map.hats).toEqual({ id: 3, title: 'Hats', slug: 'hats', routeName: 'hats', items: [hat] })
    expect(map['summer sale']).toMatchObject({ id: 0, slug: 'summer sale', routeName: 'summer%20sale' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('skips malformed documents with a warning and keeps the rest', () => {
    const map = mapCollections([
      { id: '1', data: { items: [hat] } },
      { id: '2', data: { title: 'Bags', items: 'not a list' } },
      { id: '3', data: null },
      { id: '4', data: { title: '  ', items: [] } },
      { id: '5', data: { title: 'Hats', items: [hat] } },
    ])
    expect(Object.keys(map)).toEqual(['hats'])
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('skips malformed items with a warning', () => {
    const map = mapCollections([
      {
        id: '1',
        data: {
          title: 'Hats',
          items: [hat, { ...hat, id: '2' }, { ...hat, id: 3, price: '25' }, { ...hat, id: 4, price: -1 }, { ...hat, id: 5, name: '' }, 7],
        },
      },
    ])
    expect(map.hats?.items).toEqual([hat])
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('keeps the first of two collections with the same lower-cased title', () => {
    const map = mapCollections([
      { id: '1', data: { title: 'Hats', items: [hat] } },
      { id: '2', data: { title: 'HATS', items: [] } },
    ])
    expect(map.hats?.id).toBe(1)
    expect(warn).toHaveBeenCalledOnce()
  })
})

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

describe('toItem', () => {
  it.each([NaN, Infinity, 1.5])('rejects the id %s', (id) => {
    expect(toItem({ ...hat, id })).toBeNull()
  })
  it.each([1e300, 1e308, 1_000_000.01, -0.01])('rejects the price %s', (price) => {
    expect(toItem({ ...hat, price })).toBeNull()
  })
  it('accepts a price of a million dollars at most', () => {
    expect(toItem({ ...hat, price: 1_000_000 })?.price).toBe(1_000_000)
  })
  it('accepts a price with cents and drops unknown fields', () => {
    expect(toItem({ ...hat, price: 24.99, colour: 'brown' })).toEqual({ ...hat, price: 24.99 })
  })
})
