// runAggregationQuery: the REST shapes the real API answers (one entry, aggregateFields by alias, readTime), the
// Lite SDK's getCount and getAggregate over them, the rules of the same list query, and the
// composite-index check.
import { average, collection, count, getAggregate, getCount, query, sum, where } from 'firebase/firestore/lite'
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { codeOf } from '../../tests/support/firebase-errors'
import { rest } from '../../tests/support/firestore-rest'
import { openFirestore } from '../../tests/support/firestore-sdk'
import { idToken, ownerIdToken, staffIdToken } from '../../tests/support/id-tokens'
import { encodeFields } from './values'
import { mockState } from '../state'

afterEach(deleteDemoApps)

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const put = (key: string, data: Record<string, unknown>) =>
  void (mockState().documents[key] = { fields: encodeFields(data), createTime: '2026-11-01T00:00:00.000000Z', updateTime: '2026-11-01T00:00:00.000000Z' })

function seedOrders() {
  put('orders/a', { uid: 'ann', status: 'paid', totalCents: 1000 })
  put('orders/b', { uid: 'bob', status: 'paid', totalCents: 2500 })
  put('orders/c', { uid: 'ann', status: 'shipped', totalCents: 700 })
  put('orders/d', { uid: 'ann', status: 'paid', totalCents: 12.5 })
}

const paid = { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'paid' } } }
const ordersQuery = (where?: object) => ({ from: [{ collectionId: 'orders' }], ...(where ? { where } : {}) })
const aggregation = (structuredQuery: object, aggregations: object[]) => ({ structuredAggregationQuery: { structuredQuery, aggregations } })

describe('runAggregationQuery over REST', () => {
  it('answers one entry with each alias’s value and the read time, as the real API does', async () => {
    seedOrders()
    const { status, json } = await rest('runAggregationQuery', aggregation(ordersQuery(paid), [{ alias: 'aggregate_0', count: {} }]), { token: 'owner' })
    expect(status).toBe(200)
    expect(json).toEqual([{ result: { aggregateFields: { aggregate_0: { integerValue: '3' } } }, readTime: expect.stringMatching(RFC3339) }])
  })

  it('counts up to upTo, sums integers as an integer and a double in them as a double, and averages nothing as null', async () => {
    seedOrders()
    const fields = [
      { alias: 'upTo', count: { upTo: '2' } },
      { alias: 'whole', sum: { field: { fieldPath: 'totalCents' } } },
      { alias: 'none', avg: { field: { fieldPath: 'missing' } } },
      { alias: 'nothing', sum: { field: { fieldPath: 'missing' } } },
    ]
    const { json } = await rest('runAggregationQuery', aggregation(ordersQuery(), fields), { token: 'owner' })
    expect(json[0].result.aggregateFields).toEqual({
      upTo: { integerValue: '2' },
      whole: { doubleValue: 4212.5 },
      none: { nullValue: null },
      nothing: { integerValue: '0' },
    })
    const integers = await rest('runAggregationQuery', aggregation(ordersQuery(), [{ alias: 's', sum: { field: { fieldPath: 'totalCents' } } }]), {
      token: 'owner',
    })
    put('orders/d', { uid: 'ann', status: 'paid', totalCents: 5 })
    const again = await rest('runAggregationQuery', aggregation(ordersQuery(), [{ alias: 's', sum: { field: { fieldPath: 'totalCents' } } }]), {
      token: 'owner',
    })
    expect(integers.json[0].result.aggregateFields.s).toEqual({ doubleValue: 4212.5 })
    expect(again.json[0].result.aggregateFields.s).toEqual({ integerValue: '4205' })
  })

  it.each([
    ['no aggregations', aggregation(ordersQuery(), [])],
    [
      'six aggregations',
      aggregation(
        ordersQuery(),
        Array.from({ length: 6 }, (_, index) => ({ alias: `a${index}`, count: {} })),
      ),
    ],
    ['an aggregation of two kinds', aggregation(ordersQuery(), [{ alias: 'a', count: {}, sum: { field: { fieldPath: 'x' } } }])],
    [
      'the same alias twice',
      aggregation(ordersQuery(), [
        { alias: 'a', count: {} },
        { alias: 'a', count: {} },
      ]),
    ],
    ['an option it does not know', { ...aggregation(ordersQuery(), [{ alias: 'a', count: {} }]), explainOptions: {} }],
    ['no structuredAggregationQuery', { structuredQuery: ordersQuery() }],
  ])('refuses %s with 400', async (_, body) => {
    const { status, json } = await rest('runAggregationQuery', body, { token: 'owner' })
    expect([status, json.error.status]).toEqual([400, 'INVALID_ARGUMENT'])
  })

  it('needs the composite index a sum over a filtered query reads, as the real service does', async () => {
    const { status, json } = await rest('runAggregationQuery', aggregation(ordersQuery(paid), [{ alias: 's', sum: { field: { fieldPath: 'totalCents' } } }]), {
      token: 'owner',
    })
    expect([status, json.error.status]).toEqual([400, 'FAILED_PRECONDITION'])
    expect(json.error.message).toContain('status ASCENDING, totalCents ASCENDING')
  })
})

describe('getCount and getAggregate of Firestore Lite', () => {
  it('count and sum what the query matches', async () => {
    seedOrders()
    const db = openFirestore({ uid: 'boss', owner: true })
    const orders = collection(db, 'orders')
    expect((await getCount(query(orders, where('status', '==', 'paid')))).data().count).toBe(3)
    expect((await getCount(query(orders, where('status', '==', 'refunded')))).data().count).toBe(0)
    const figures = await getAggregate(orders, { orders: count(), total: sum('totalCents'), mean: average('totalCents') })
    expect(figures.data()).toEqual({ orders: 4, total: 4212.5, mean: 4212.5 / 4 })
  })

  it('are allowed exactly when the same list query is: staff count orders, a shopper only their own, only owners the record of erasures', async () => {
    seedOrders()
    put('erasures/e1', { at: '2026-11-01T00:00:00.000Z', by: 'boss@example.com' })
    ownerIdToken('boss')
    staffIdToken('sam')
    idToken('ann')
    const staff = openFirestore({ uid: 'sam', staff: true })
    const ann = openFirestore({ uid: 'ann' })
    expect((await getCount(query(collection(staff, 'orders'), where('status', '==', 'paid')))).data().count).toBe(3)
    expect((await getCount(query(collection(ann, 'orders'), where('uid', '==', 'ann')))).data().count).toBe(3)
    expect(await codeOf(getCount(collection(ann, 'orders')))).toBe('permission-denied')
    expect(await codeOf(getCount(collection(staff, 'erasures')))).toBe('permission-denied')
    expect(await codeOf(getCount(collection(openFirestore(), 'orders')))).toBe('permission-denied')
    expect((await getCount(collection(openFirestore({ uid: 'boss', owner: true }), 'erasures'))).data().count).toBe(1)
  })
})
