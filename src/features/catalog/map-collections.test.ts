import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readItem } from '../../lib/catalog/catalog-schema'
import { mapCollections, mapCollectionsInSlices } from './map-collections'

/** The item as the shop reads it, what it leaves out said to `warn`. */
function toItem(value: unknown, warn: (message: string) => void = () => {}) {
  const { item, dropped } = readItem(value)
  dropped.forEach(warn)
  return item
}

const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }
const listedHat = { ...hat, slug: 'brown-brim' }

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
    expect(map.hats).toEqual({ id: 3, title: 'Hats', slug: 'hats', routeName: 'hats', items: [listedHat] })
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
    expect(map.hats?.items).toEqual([listedHat])
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('says what is wrong with a skipped document or item, naming the field', () => {
    mapCollections([
      { id: '1', data: { title: 'Hats', items: [{ ...hat, price: '25' }] } },
      { id: '2', data: { items: [] } },
    ])
    expect(warn.mock.calls).toEqual([
      ['Skipping malformed item 0 of collection \'1\': price: must be a number of dollars from 0 to 1000000, not "25"'],
      ["Skipping malformed collection document '2': title: must be a non-empty string, not missing"],
    ])
  })

  it('leaves out an item an owner hid, keeping the addresses of the others; the owners’ view keeps it', () => {
    const twin = { ...hat, id: 2 }
    const docs = [{ id: '3', data: { title: 'Hats', items: [{ ...hat, hidden: true }, twin] } }]
    expect(mapCollections(docs).hats!.items).toEqual([{ ...twin, slug: 'brown-brim-2' }])
    expect(mapCollections(docs, { withHidden: true }).hats!.items.map((item) => item.slug)).toEqual(['brown-brim', 'brown-brim-2'])
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

describe('item options', () => {
  const tee = {
    ...hat,
    description: 'A tee',
    details: { material: 'Cotton', care: 'Wash cold', fit: 'Regular' },
    images: ['/tee--detail.webp'],
    sizes: ['S', 'M'],
    colors: [
      { id: 'navy', name: 'Navy', imageUrl: '/tee--navy.webp', images: ['/tee--navy-detail.webp'] },
      { id: 'coral', name: 'Coral' },
    ],
    stock: { 'S/navy': 0, 'M/coral': 2 },
  }
  let warn: ReturnType<typeof vi.fn<(message: string) => void>>
  beforeEach(() => {
    warn = vi.fn<(message: string) => void>()
  })

  it('keeps well-formed options as they are', () => {
    expect(toItem(tee, warn)).toEqual(tee)
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves out malformed options with a warning, and keeps the item and its other options', () => {
    const item = toItem(
      {
        ...tee,
        description: 42,
        details: { material: 'Cotton', care: ['wash'] },
        images: ['/a.webp', null],
        sizes: ['S', 'S', 'M/L', 'M', 7],
        colors: [
          { id: 'Navy Blue', name: 'Navy' },
          { id: 'coral', name: 'Coral' },
          { id: 'coral', name: 'Again' },
          'red',
          { id: 'rose', name: 'Rose', images: '/rose.webp' },
          { id: 'sky', name: 'Sky', images: ['/sky.webp', 3] },
        ],
        stock: { 'S/coral': -1, 'M/coral': 2, 'XL/coral': 4, 'S/navy': 1.5 },
      },
      warn,
    )
    expect(item).toEqual({
      ...hat,
      details: { material: 'Cotton' },
      images: ['/a.webp'],
      sizes: ['S', 'M'],
      colors: [{ id: 'coral', name: 'Coral' }],
      stock: { 'M/coral': 2 },
    })
    expect(warn).toHaveBeenCalledTimes(14)
  })

  it('ignores options of the wrong shape altogether', () => {
    expect(toItem({ ...hat, sizes: 'M', colors: { navy: 1 }, stock: [1], details: 'soft', images: '/a.webp' }, warn)).toEqual(hat)
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('warns through mapCollections and keeps the item', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const map = mapCollections([{ id: '1', data: { title: 'Hats', items: [{ ...hat, sizes: 'M' }] } }])
    expect(map.hats?.items).toEqual([listedHat])
    expect(consoleWarn).toHaveBeenCalledWith("Item 0 of collection '1': ignoring sizes: not a list")
  })
})

describe('mapCollectionsInSlices', () => {
  const many = (count: number, first = 1) => Array.from({ length: count }, (_, index) => ({ ...hat, id: first + index, name: `Hat ${first + index}` }))

  it('reads a large catalog as mapCollections does, in tasks of at most 200 items each', async () => {
    const docs = [
      { id: '1', data: { title: 'Hats', items: many(450) } },
      { id: '2', data: { title: 'Caps', items: many(150, 1000) } },
    ]
    const tasks = vi.spyOn(globalThis, 'setTimeout')
    const map = await mapCollectionsInSlices(docs)
    // 450 items: a pause after 200 and after 400; 150 items: none. Each pause ends a task.
    expect(tasks).toHaveBeenCalledTimes(2)
    expect(map).toEqual(mapCollections(docs))
    expect(Object.keys(map)).toEqual(['hats', 'caps'])
  })

  it('reads a small catalog in the task that asked for it', async () => {
    const tasks = vi.spyOn(globalThis, 'setTimeout')
    const map = await mapCollectionsInSlices([{ id: '3', data: { title: 'Hats', items: many(200) } }])
    expect(map.hats!.items).toHaveLength(200)
    expect(tasks).not.toHaveBeenCalled()
  })
})
