// The catalog the mock backend is seeded with, for tests that check what a shopper sees of it.
import catalog from '../../mocks/data/catalog.json'

export const demoCatalog = catalog

export function demoCollection(title: string) {
  const collection = catalog.find((c) => c.title === title)
  if (!collection) throw new Error(`No demo collection ${title}`)
  return collection
}
