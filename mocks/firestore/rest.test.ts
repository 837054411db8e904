// Raw REST shapes: what the real API answers, byte for byte where lite depends on it.
import { describe, expect, it } from 'vitest'
import { EMULATOR_BASE, nameOf, rest } from '../../tests/support/firestore-rest'
import { idToken } from '../../tests/support/id-tokens'
import catalog from '../data/catalog.json'
import { mockState } from '../state'

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const DENIED = { error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } }
const firstKey = () => `collections/${catalog[0]!.id}`
const profile = (uid: string) => ({
  update: {
    name: nameOf(`users/${uid}`),
    fields: { displayName: { stringValue: 'Ann' }, email: { stringValue: 'ann@example.com' } },
  },
  updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
  currentDocument: { exists: false },
})

describe('reads', () => {
  it('answers an empty runQuery with one readTime-only entry, on either host', async () => {
    const query = { structuredQuery: { from: [{ collectionId: 'items' }] } }
    for (const base of [undefined, EMULATOR_BASE]) {
      const { status, json } = await rest('runQuery', query, { parent: 'collections/none', base, token: 'owner' })
      expect(status).toBe(200)
      expect(json).toEqual([{ readTime: expect.stringMatching(RFC3339) }])
    }
  })

  it('answers runQuery with documents carrying name, fields, createTime, updateTime and readTime', async () => {
    const { json } = await rest('runQuery', { structuredQuery: { from: [{ collectionId: 'collections' }], limit: 1 } })
    expect(json).toHaveLength(1)
    expect(json[0]).toEqual({
      document: {
        name: expect.stringContaining('/documents/collections/'),
        fields: expect.any(Object),
        createTime: expect.stringMatching(RFC3339),
        updateTime: expect.stringMatching(RFC3339),
      },
      readTime: expect.stringMatching(RFC3339),
    })
  })

  it('answers batchGet with one entry per name, found or missing, each with readTime', async () => {
    const names = [nameOf('collections/nope'), nameOf(firstKey())]
    const { status, json } = await rest('batchGet', { documents: names })
    expect(status).toBe(200)
    expect(json).toEqual([
      { missing: names[0], readTime: expect.stringMatching(RFC3339) },
      { found: expect.objectContaining({ name: names[1], updateTime: expect.any(String) }), readTime: expect.stringMatching(RFC3339) },
    ])
  })

  it('denies with the Firestore envelope: anonymous profile read, uid mismatch, unknown collection', async () => {
    expect(await rest('batchGet', { documents: [nameOf('users/x')] })).toEqual({ status: 403, json: DENIED })
    expect(await rest('batchGet', { documents: [nameOf('users/u2')] }, { token: idToken('u1') })).toEqual({ status: 403, json: DENIED })
    expect(await rest('commit', { writes: [profile('u2')] }, { token: idToken('u1') })).toEqual({ status: 403, json: DENIED })
    expect(await rest('batchGet', { documents: [nameOf('orders/o1')] })).toEqual({ status: 403, json: DENIED })
  })

  it('answers an expired token with 401 UNAUTHENTICATED', async () => {
    const { status, json } = await rest('batchGet', { documents: [nameOf('users/u1')] }, { token: idToken('u1', { expired: true }) })
    expect([status, json.error.status]).toEqual([401, 'UNAUTHENTICATED'])
  })
})

describe('commit', () => {
  it('creates with a 9-digit REQUEST_TIME and answers writeResults and commitTime', async () => {
    const { status, json } = await rest('commit', { writes: [profile('u1')] }, { token: idToken('u1', { email: 'ann@example.com' }) })
    expect(status).toBe(200)
    expect(json).toEqual({
      writeResults: [{ updateTime: json.commitTime, transformResults: [{ timestampValue: expect.stringMatching(/\.\d{9}Z$/) }] }],
      commitTime: expect.stringMatching(RFC3339),
    })
    const stored = mockState().documents['users/u1']!
    expect(stored.createTime).toBe(stored.updateTime)
    expect(stored.fields.createdAt).toEqual(json.writeResults[0].transformResults[0])
  })

  it('answers failed preconditions like the real API', async () => {
    const key = firstKey()
    const version = mockState().documents[key]!.updateTime
    const verify = (currentDocument: unknown, k = key) => rest('commit', { writes: [{ verify: nameOf(k), currentDocument }] })
    expect((await verify({ updateTime: version })).status).toBe(200)
    expect((await verify({ updateTime: '2020-01-01T00:00:00.000000000Z' })).json.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION' })
    expect((await verify({ exists: false })).json.error).toMatchObject({ code: 409, status: 'ALREADY_EXISTS' })
    expect((await verify({ exists: true }, 'collections/nope')).json.error).toMatchObject({ code: 404, status: 'NOT_FOUND' })
    // The same precision-independent version matches: the SDK echoes updateTime with 9 digits.
    expect((await verify({ updateTime: version.replace(/(\.\d{6})Z$/, '$1000Z') })).status).toBe(200)
  })

  it('adds an increment to the integer stored, starts a missing field at it, and answers the new values', async () => {
    const write = (by: object) => ({
      writes: [
        { update: { name: nameOf('things/count'), fields: {} }, updateMask: { fieldPaths: [] }, updateTransforms: [{ fieldPath: 'a.`2_9`', increment: by }] },
      ],
    })
    expect((await rest('commit', write({ integerValue: '3' }), { token: 'owner' })).json.writeResults[0].transformResults).toEqual([{ integerValue: '3' }])
    expect((await rest('commit', write({ integerValue: '-5' }), { token: 'owner' })).json.writeResults[0].transformResults).toEqual([{ integerValue: '-2' }])
    expect((await rest('commit', write({ doubleValue: 0.5 }), { token: 'owner' })).json.writeResults[0].transformResults).toEqual([{ doubleValue: -1.5 }])
    expect(mockState().documents['things/count']!.fields).toEqual({ a: { mapValue: { fields: { '2_9': { doubleValue: -1.5 } } } } })
  })

  it('applies all writes or none', async () => {
    const token = idToken('u1', { email: 'ann@example.com' })
    const denied = await rest('commit', { writes: [profile('u1'), { delete: nameOf(firstKey()) }] }, { token })
    expect(denied.status).toBe(403)
    const conflict = await rest('commit', { writes: [profile('u1'), { verify: nameOf(firstKey()), currentDocument: { exists: false } }] }, { token })
    expect(conflict.status).toBe(409)
    expect(mockState().documents['users/u1']).toBeUndefined()
    expect(mockState().documents[firstKey()]).toBeDefined()
  })
})

describe('malformed and unsupported requests answer 400 INVALID_ARGUMENT', () => {
  const invalid = { status: 400, json: { error: expect.objectContaining({ code: 400, status: 'INVALID_ARGUMENT' }) } }
  const from = [{ collectionId: 'collections' }]

  it.each([
    ['commit', 'not json', undefined],
    ['runQuery', '{"structuredQuery":', undefined],
    ['batchGet', '', undefined],
    ['commit', undefined, { writes: 'nope' }],
    ['commit', undefined, { writes: [{ update: { name: 'users/u1', fields: {} } }] }],
    ['commit', undefined, { writes: [{ update: { name: nameOf('things/t'), fields: { a: { stringValue: 1 } } } }] }],
    ['commit', undefined, { writes: [{ update: { name: nameOf('things/t') }, updateTransforms: [{ fieldPath: 'n', maximum: { integerValue: '1' } }] }] }],
    ['batchGet', undefined, { documents: [nameOf('collections')] }],
    ['runQuery', undefined, { structuredQuery: { from: [{ collectionId: 'collections', allDescendants: true }] } }],
    ['runQuery', undefined, { structuredQuery: { from, select: { fields: [] } } }],
    ['runQuery', undefined, { structuredQuery: { from, where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'LIKE', value: { stringValue: 'x' } } } } }],
    ['runQuery', undefined, { structuredQuery: { from, limit: -1 } }],
  ])('%s %s %j', async (rpc, raw, body) => {
    expect(await rest(rpc, body, { raw, token: 'owner' })).toEqual(invalid)
  })

  it('answers another database with 404 and an unimplemented RPC with 501', async () => {
    const other = await rest('batchGet', { documents: [] }, { base: EMULATOR_BASE.replace('(default)', 'shop') })
    expect([other.status, other.json.error.status]).toEqual([404, 'NOT_FOUND'])
    const partition = await rest('partitionQuery', {})
    expect([partition.status, partition.json.error.status]).toEqual([501, 'UNIMPLEMENTED'])
  })
})
