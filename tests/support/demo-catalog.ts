// The catalog the mock backend is seeded with, for tests that check what a shopper sees of it.
import catalog from '../../mocks/data/catalog.json'

export const demoCatalog = catalog

export function demoCollection(title: string) {
  const collection = catalog.find((c) => c.title === title)
  if (!collection) throw new Error(`No demo collection ${title}`)
  return collection
}

/** The first item of a collection that has no sizes or colours, as a cart line keeps it: a card adds it at once. */
export function plainItem(title: string) {
  const item = demoCollection(title).items.find((entry) => !('sizes' in entry) && !('colors' in entry))
  if (!item) throw new Error(`No item without options in ${title}`)
  const { id, name, imageUrl, price } = item
  return { id, name, imageUrl, price }
}
