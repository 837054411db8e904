import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { demoCatalog } from '../../../tests/support/demo-catalog'
import { collectionsQueryOptions } from '../catalog/api/collections-query'
import { mapCollections } from '../catalog/map-collections'
import type { CollectionsMap } from '../catalog/types'
import { searchIndexQueryOptions } from './search-index-query'

const TOTE = 'Market Canvas Tote'
const collections = mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))
const withoutTote: CollectionsMap = Object.fromEntries(
  Object.entries(collections).map(([key, collection]) => [key, { ...collection, items: collection.items.filter((item) => item.name !== TOTE) }]),
)
const catalogKey = collectionsQueryOptions().queryKey

it('builds the index once for a version of the catalog, from the catalog in the cache', async () => {
  const client = new QueryClient()
  client.setQueryData(catalogKey, collections)
  const index = await client.ensureQueryData(searchIndexQueryOptions())
  expect(index.search('tote')[0]?.item.name).toBe(TOTE)
  expect(await client.ensureQueryData(searchIndexQueryOptions())).toBe(index)
  expect(client.getQueryData(searchIndexQueryOptions().queryKey)).toBe(index)
})

it('builds it again from the new catalog when the catalog is invalidated', async () => {
  const client = new QueryClient()
  client.setQueryData(catalogKey, collections)
  const first = await client.ensureQueryData(searchIndexQueryOptions())
  await client.invalidateQueries({ queryKey: catalogKey })
  client.setQueryData(catalogKey, withoutTote)
  const second = await client.fetchQuery(searchIndexQueryOptions())
  expect(second).not.toBe(first)
  expect(second.search('tote').map(({ item }) => item.name)).not.toContain(TOTE)
})
