import { describe, expect, it } from 'vitest'
import { checkCatalogFile } from './catalog-file'
import { demoCatalog as catalog } from '../../../tests/support/demo-catalog'

const hat = { id: 1, name: 'Brown Brim', imageUrl: '/images/items/brown-brim.webp', price: 25 }

describe('checkCatalogFile', () => {
  it('accepts the demo catalog as it is', () => {
    const { entries, errors } = checkCatalogFile(catalog)
    expect(errors).toEqual([])
    expect(entries).toEqual(catalog)
  })

  it('names the entry and the field of every error', () => {
    const { entries, errors } = checkCatalogFile([
      { id: '1', title: 'Hats', items: [hat, { ...hat, id: 2, price: '12' }, { ...hat, id: 3, name: '', prices: 4 }] },
      { id: 'a/b', title: 'hats', items: [{ ...hat, id: 1 }] },
      { title: 'Bags', items: 'none' },
    ])
    expect(entries).toEqual([])
    expect(errors).toEqual([
      'collection "1" (Hats), item 2 (id 2): price: must be a number of dollars from 0 to 1000000, not "12"',
      'collection "1" (Hats), item 3 (id 3): name: must be a non-empty string, not ""',
      'collection "1" (Hats), item 3 (id 3): prices: unknown field (the shop reads only id, name, imageUrl, price, description, category, keywords, details, images, sizes, colors, stock, unlimited, hidden, sale, handle, revision)',
      'collection "a/b" (hats): id: "a/b" is not a valid Firestore document id',
      'collection "a/b" (hats): title: "hats" is also the title of collection "1" (titles are compared without case)',
      'collection "a/b" (hats), item 1 (id 1): id: 1 is also the id of an item in collection "1" (Hats) (the cart knows an item by its id)',
      'collection #3 (Bags): id: must be a non-empty string (the document id), not missing',
      'collection #3 (Bags): items: must be a list, not "none"',
    ])
  })

  it('refuses a file that is not a list, and an entry that is not an object', () => {
    expect(checkCatalogFile({ hats: [] }).errors).toEqual(['The file must hold a list of collections: [{ "id", "title", "items" }, …]'])
    expect(checkCatalogFile([7]).errors).toEqual(['collection #1: must be an object with id, title and items'])
  })

  it('refuses duplicate ids and a price that is not finite', () => {
    const { errors } = checkCatalogFile([
      { id: '1', title: 'Hats', items: [{ ...hat, price: 1e308 * 10 }] },
      { id: '1', title: 'Caps', items: [] },
    ])
    expect(errors).toEqual([
      'collection "1" (Hats), item 1 (id 1): price: must be a number of dollars from 0 to 1000000, not Infinity',
      'collection "1" (Caps): id: "1" is also the id of collection #1',
    ])
  })

  it('keeps a category and keywords, and refuses malformed ones, naming the field', () => {
    const boots = { ...hat, category: 'footwear', keywords: ['shoes', 'boots'] }
    expect(checkCatalogFile([{ id: '1', title: 'Shoes', items: [boots] }]).entries[0]?.items).toEqual([boots])
    const { errors } = checkCatalogFile([{ id: '1', title: 'Shoes', items: [{ ...boots, category: ['footwear'], keywords: ['shoes', 'shoes', '', 7] }] }])
    expect(errors).toEqual([
      'collection "1" (Shoes), item 1 (id 1): ignoring category: not text of 40 characters at most',
      'collection "1" (Shoes), item 1 (id 1): ignoring keywords[1]: malformed or repeated',
      'collection "1" (Shoes), item 1 (id 1): ignoring keywords[2]: malformed or repeated',
      'collection "1" (Shoes), item 1 (id 1): ignoring keywords[3]: malformed or repeated',
    ])
  })

  it('refuses malformed sizes, colours and stock, naming the field', () => {
    const { entries, errors } = checkCatalogFile([
      { id: '1', title: 'Hats', items: [{ ...hat, sizes: ['S', 'S'], colors: [{ id: 'Navy Blue', name: 'Navy' }], stock: { XL: 2 } }] },
    ])
    expect(entries).toEqual([])
    expect(errors).toEqual([
      'collection "1" (Hats), item 1 (id 1): ignoring sizes[1]: malformed or repeated',
      'collection "1" (Hats), item 1 (id 1): ignoring colors[0]: malformed or repeated',
      'collection "1" (Hats), item 1 (id 1): ignoring stock \'XL\': no such variant, or not a count',
    ])
  })
})
