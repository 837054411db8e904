// Server-side transactions as the Admin SDK sends them over REST: a read that opens one, commit with it, rollback,
// and contention: a commit whose read documents changed since is aborted, so the SDK retries.
import { describe, expect, it } from 'vitest'
import { nameOf, rest } from '../../tests/support/firestore-rest'

const owner = { token: 'owner' }
const setCounter = (value: number) => ({ update: { name: nameOf('counters/c1'), fields: { n: { integerValue: String(value) } } } })

async function readOpening(key: string) {
  const { json } = await rest('batchGet', { documents: [nameOf(key)], newTransaction: { readWrite: {} } }, owner)
  return json[0] as { transaction: string; missing?: string; found?: object }
}

describe('transactions', () => {
  it('a read with newTransaction carries the new id; its commit applies the writes and ends it', async () => {
    const read = await readOpening('counters/c1')
    expect(read).toMatchObject({ missing: nameOf('counters/c1'), transaction: expect.any(String) })
    const committed = await rest('commit', { writes: [setCounter(1)], transaction: read.transaction }, owner)
    expect(committed.status).toBe(200)
    const again = await rest('commit', { writes: [setCounter(2)], transaction: read.transaction }, owner)
    expect(again).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT' } } })
  })

  it('aborts a commit whose read document changed since (409 ABORTED) and applies none of its writes', async () => {
    await rest('commit', { writes: [setCounter(1)] }, owner)
    const first = await readOpening('counters/c1')
    const second = await readOpening('counters/c1')
    expect((await rest('commit', { writes: [setCounter(2)], transaction: first.transaction }, owner)).status).toBe(200)
    const late = await rest('commit', { writes: [setCounter(3)], transaction: second.transaction }, owner)
    expect(late).toMatchObject({ status: 409, json: { error: { status: 'ABORTED' } } })
    const { json } = await rest('batchGet', { documents: [nameOf('counters/c1')] }, owner)
    expect(json[0].found.fields.n).toEqual({ integerValue: '2' })
  })

  it('aborts when a document read as missing was created since; reads in a named transaction count too', async () => {
    const { json: begun } = await rest('beginTransaction', { options: { readWrite: {} } }, owner)
    await rest('batchGet', { documents: [nameOf('counters/c1')], transaction: begun.transaction }, owner)
    await rest('commit', { writes: [setCounter(1)] }, owner)
    expect((await rest('commit', { writes: [setCounter(5)], transaction: begun.transaction }, owner)).status).toBe(409)
  })

  it('rolls back: the id is no longer valid; an unknown id is refused', async () => {
    const read = await readOpening('counters/c1')
    expect(await rest('rollback', { transaction: read.transaction }, owner)).toMatchObject({ status: 200, json: {} })
    expect((await rest('commit', { writes: [], transaction: read.transaction }, owner)).status).toBe(400)
    expect((await rest('rollback', { transaction: 'bm9wZQ==' }, owner)).status).toBe(400)
  })
})
