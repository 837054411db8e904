// The owner's actions on the demo's /api: the same decisions as the functions, for the demo's own orders.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken, ownerIdToken } from '../../tests/support/id-tokens'
import { api, payPage, shirt, startCheckout, stockLeft } from '../../tests/support/shop-api'
import { queuedMail, readOrder } from '../../tests/support/demo-orders'

afterEach(() => deleteDemoApps())

describe('the owner’s actions in the demo', () => {
  it('ship, deliver, the shopper withdraws, the return is recorded: refunded with the units back, and each step mailed', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy')])
    await payPage(sessionId, 'pay')
    const owner = { idToken: ownerIdToken('boss', 'owner@example.com') }
    const shipped = await api(`/admin/orders/${orderId}/ship`, { body: { carrier: 'An Post', trackingNumber: 'CX1IE' }, ...owner })
    expect(shipped.json.order).toMatchObject({
      status: 'shipped',
      shipment: { trackingNumber: 'CX1IE' },
      history: [{ by: 'owner@example.com', to: 'shipped' }],
    })
    expect(queuedMail().at(-1)!.message.text).toContain('Tracking number: CX1IE')
    expect((await api(`/orders/${orderId}`, { token })).json.order).toMatchObject({ status: 'shipped', shipment: { carrier: 'An Post' } })
    expect((await api(`/admin/orders/${orderId}/deliver`, { body: {}, ...owner })).json.order.status).toBe('delivered')
    expect((await api(`/orders/${orderId}/withdraw`, { body: { token } })).json.order.status).toBe('withdrawn')
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    expect((await api(`/admin/orders/${orderId}/return`, { body: {}, ...owner })).json.order).toMatchObject({
      status: 'refunded',
      returnedAt: expect.any(String),
    })
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(await api(`/admin/orders/${orderId}/return`, { body: {}, ...owner })).toMatchObject({ status: 409 })
    expect(readOrder(orderId)!.refunds).toHaveLength(1)
  })

  it('a withdrawal of shipped goods is refunded on the shopper’s proof of dispatch, once; the return then brings the units back', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy')])
    await payPage(sessionId, 'pay')
    const owner = { idToken: ownerIdToken('boss', 'owner@example.com') }
    await api(`/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: 'JJD1' }, ...owner })
    await api(`/orders/${orderId}/withdraw`, { body: { token } })
    expect(await api(`/admin/orders/${orderId}/proof`, { body: {}, ...owner })).toMatchObject({ status: 400, json: { error: { code: 'bad-proof' } } })
    const proved = await api(`/admin/orders/${orderId}/proof`, { body: { reference: 'Return parcel JJD0099' }, ...owner })
    expect(proved.json.order).toMatchObject({ status: 'refunded', returnProof: { reference: 'Return parcel JJD0099' } })
    expect(readOrder(orderId)!.refunds).toHaveLength(1)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    expect((await api(`/admin/orders/${orderId}/proof`, { body: { reference: 'again' }, ...owner })).status).toBe(200)
    expect((await api(`/admin/orders/${orderId}/return`, { body: {}, ...owner })).status).toBe(200)
    expect(readOrder(orderId)!.refunds).toHaveLength(1)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a visitor or a shopper without the owner claim is refused, and an unknown action is no route', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await payPage(sessionId, 'pay')
    expect((await api(`/admin/orders/${orderId}/ship`, { body: { carrier: 'X', trackingNumber: '1' } })).status).toBe(401)
    expect((await api(`/admin/orders/${orderId}/ship`, { body: { carrier: 'X', trackingNumber: '1' }, idToken: idToken('ann') })).status).toBe(403)
    expect((await api(`/admin/orders/${orderId}/explode`, { body: {}, idToken: ownerIdToken('boss') })).status).toBe(404)
    expect(readOrder(orderId)!.status).toBe('paid')
  })
})
