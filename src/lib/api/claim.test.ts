// Guest orders joined to an account: with the order's token and the same email, or by a verified email alone;
// never by an unverified email alone, never an order another account owns.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { idToken } from '../../../tests/support/id-tokens'

const guest = idToken('guest-account', { email: 'Guest@Example.com' })

describe.each(ADAPTERS)('claiming guest orders ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const claim = (idTokenOf: string | undefined, orders: { orderId: string; token: string }[] = []) =>
    call('POST', '/api/account/claim-orders', { body: { orders }, ...(idTokenOf ? { idToken: idTokenOf } : {}) })

  it('the order’s token and the same email join it; a replay answers the same and changes nothing', async () => {
    const { orderId, token } = await startCheckout([shirt('M', 'navy')])
    expect(await claim(guest, [{ orderId, token }])).toEqual({ status: 200, body: { joined: [orderId], refused: [] } })
    expect(orderOf(orderId)).toMatchObject({ uid: 'guest-account', status: 'pending', email: 'guest@example.com' })
    expect(await claim(guest, [{ orderId, token }])).toEqual({ status: 200, body: { joined: [orderId], refused: [] } })
  })

  it('a wrong token, or a valid token from an account with another email, joins nothing', async () => {
    const { orderId, token } = await startCheckout([shirt('M', 'navy')])
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await claim(guest, [{ orderId, token: wrong }])).toMatchObject({ body: { joined: [], refused: [orderId] } })
    const mallory = idToken('mallory', { email: 'mallory@example.com' })
    expect(await claim(mallory, [{ orderId, token }])).toMatchObject({ body: { joined: [], refused: [] } })
    expect(orderOf(orderId)).toMatchObject({ uid: null })
  })

  it('a verified email joins its guest orders without a token; an unverified one joins nothing', async () => {
    const first = await startCheckout([shirt('M', 'navy')])
    const second = await startCheckout([shirt('S', 'navy')], { email: 'GUEST@example.com' })
    const other = await startCheckout([shirt('M', 'navy')], { email: 'other@example.com' })
    expect(await claim(idToken('unverified', { email: 'guest@example.com' }))).toMatchObject({ body: { joined: [] } })
    expect(orderOf(first.orderId).uid).toBeNull()
    const google = await claim(idToken('gina', { email: 'guest@example.com', emailVerified: true }))
    expect((google.body as { joined: string[] }).joined.sort()).toEqual([first.orderId, second.orderId].sort())
    expect(orderOf(second.orderId)).toMatchObject({ uid: 'gina' })
    expect(orderOf(other.orderId)).toMatchObject({ uid: null })
  })

  it('an order another account owns is never moved, whatever is sent', async () => {
    const { orderId, token } = await startCheckout([shirt('M', 'navy')], {}, idToken('ann', { email: 'guest@example.com' }))
    const verified = idToken('gina', { email: 'guest@example.com', emailVerified: true })
    expect(await claim(verified, [{ orderId, token }])).toMatchObject({ body: { joined: [], refused: [orderId] } })
    expect(orderOf(orderId)).toMatchObject({ uid: 'ann' })
  })

  it('visitors and bad requests are refused', async () => {
    expect(await claim(undefined)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } })
    expect(await claim(idToken('ann', { expired: true }))).toMatchObject({ status: 401 })
    const many = Array.from({ length: 51 }, (_, index) => ({ orderId: `o${index}`, token: 't' }))
    expect(await claim(guest, many)).toMatchObject({ status: 400, body: { error: { code: 'malformed' } } })
    const huge = call('POST', '/api/account/claim-orders', { raw: JSON.stringify({ orders: [], pad: 'x'.repeat(70_000) }), idToken: guest })
    expect(await huge).toMatchObject({ status: 413 })
  })
})
