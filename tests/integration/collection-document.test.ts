// One collection document read without the SDK, against the mock backend: what Firestore Lite would read.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { fetchCollectionDocument } from '../../src/lib/firebase/collection-document'
import { fetchCollectionDocuments } from '../../src/lib/firebase/firestore'

describe('fetchCollectionDocument', () => {
  it('reads one collection document as Firestore Lite reads it: the same data, numbers and all', async () => {
    const all = await fetchCollectionDocuments()
    expect(await fetchCollectionDocument('2')).toEqual(all.find((document) => document.id === '2'))
  })

  it('says null for a collection that does not exist', async () => {
    expect(await fetchCollectionDocument('404')).toBeNull()
  })

  it('fails when the backend does not answer with the document', async () => {
    server.use(http.post(/documents:batchGet$/, () => HttpResponse.json({ error: { code: 503 } }, { status: 503 })))
    await expect(fetchCollectionDocument('2')).rejects.toThrow('Reading collections/2 failed: 503')
  })
})
