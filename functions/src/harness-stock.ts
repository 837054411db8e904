// Stock fixtures for the functions' harness, shared by its tests and scripts/bench-stock.mjs: a collection with many
// counted items (no collection of the demo catalog has enough to show contention), and a record of what every
// successful commit wrote.
import { encodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { server } from './harness'

const SEEDED = '2025-01-01T00:00:00.000000Z'

function put(key: string, data: Record<string, unknown>): void {
  mockState().documents[key] = { fields: encodeFields(data), createTime: SEEDED, updateTime: SEEDED }
}

/** Collection `sale`: `count` items (ids 1000…), each in black with `units` counted in its stock document and shown. */
export function addSaleCollection(count: number, units = 3): { collectionId: string; itemId: number; color: string; quantity: number }[] {
  const items = Array.from({ length: count }, (_, n) => ({
    id: 1000 + n,
    name: `Sale Item ${n + 1}`,
    imageUrl: '/images/items/sale.webp',
    price: 10,
    colors: [{ id: 'black', name: 'Black' }],
    stock: { black: units },
  }))
  put('collections/sale', { title: 'Sale', items })
  for (const item of items) put(`stock/${stockDocumentId('sale', item.id)}`, { collectionId: 'sale', itemId: item.id, units: item.stock })
  return items.map((item) => ({ collectionId: 'sale', itemId: item.id, color: 'black', quantity: 1 }))
}

/** The document paths ('stock/sale_1000') written by each commit the mock Firestore accepted, until `stop()`. */
export function recordCommits(): { commits: string[][]; aborted: () => number; stop: () => void } {
  const bodies = new Map<string, Promise<string>>()
  const commits: string[][] = []
  let aborted = 0
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (new URL(request.url).pathname.endsWith(':commit')) bodies.set(requestId, request.clone().text())
  }
  const answered = ({ response, requestId }: { response: Response; requestId: string }) => {
    const body = bodies.get(requestId)
    if (!body) return
    bodies.delete(requestId)
    if (response.status !== 200) {
      aborted++
      return
    }
    // The order of the commits is the order their answers came, which is the order the mock applied them.
    const index = commits.push([]) - 1
    void body.then((text) => {
      const writes = (JSON.parse(text) as { writes?: { update?: { name: string }; delete?: string }[] }).writes ?? []
      commits[index] = writes.map((write) => (write.update?.name ?? write.delete ?? '').replace(/^.*\/documents\//, ''))
    })
  }
  server.events.on('request:start', started)
  server.events.on('response:mocked', answered)
  return {
    commits,
    aborted: () => aborted,
    stop: () => {
      server.events.removeListener('request:start', started)
      server.events.removeListener('response:mocked', answered)
    },
  }
}
