import { dehydrate } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { demoCatalog } from '../../tests/support/demo-catalog'
import { collectionsQueryOptions } from '../features/catalog/api/collections-query'
import { mapCollections } from '../features/catalog/map-collections'
import { searchIndexQueryOptions } from '../features/search/search-index-query'
import { createQueryClient } from './query-client'

it('leaves the search index out of what a prerendered page carries, and keeps the catalog', async () => {
  const client = createQueryClient()
  client.setQueryData(collectionsQueryOptions().queryKey, mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data }))))
  await client.ensureQueryData(searchIndexQueryOptions())
  expect(dehydrate(client).queries.map((query) => query.queryKey)).toEqual([collectionsQueryOptions().queryKey])
})
