// Paying on the demo payment page with the shopper's own choice: the rate and address they give reach the order
// and its confirmation; a rate not offered or an address with a field missing is refused, and nothing is paid.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { api, apiResponse, payPage, shippingChoice, shirt, startCheckout } from '../../tests/support/shop-api'
import { queuedMail, readOrder } from '../../tests/support/demo-orders'

afterEach(() => deleteDemoApps())

const address = { name: 'Ann Lee', line1: '5 Quay Street', line2: 'Flat 2', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }

describe('paying with a chosen rate and address', () => {
  it('carries the express rate and the typed address into the order and its confirmation', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    expect((await payPage(sessionId, 'pay', { shippingRateId: 'express', shippingAddress: address })).status).toBe(200)
    const { json } = await api(`/orders/${orderId}`, { sessionId })
    expect(json.order).toMatchObject({ status: 'paid', subtotalCents: 2499, shippingCents: 1495, totalCents: 3994, shippingAddress: address })
    expect(queuedMail()[0]!.message.text).toContain('Subtotal: $24.99\nShipping: $14.95\nTotal: $39.94')
  })

  it('refuses a rate that is not offered and an address with a field missing, and the session stays open', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    expect(await payPage(sessionId, 'pay', { ...shippingChoice, shippingRateId: 'overnight' })).toEqual({
      status: 400,
      json: {
        error: {
          code: 'bad-shipping',
          message: 'Choose one of the shipping options offered.',
          fields: { shippingRateId: 'Choose one of the shipping options offered.' },
        },
      },
    })
    const { city: _city, ...noCity } = shippingChoice.shippingAddress
    expect(await payPage(sessionId, 'pay', { ...shippingChoice, shippingAddress: noCity })).toMatchObject({
      status: 400,
      json: { error: { code: 'bad-shipping', message: 'Enter the town or city.', fields: { city: 'Enter the town or city.' } } },
    })
    expect((await payPage(sessionId, 'pay', {})).json.error.message).toBe('Choose a shipping option and give the shipping address.')
    expect((await api(`/demo-pay/${sessionId}`)).json.status).toBe('open')
    expect(readOrder(orderId)!.status).toBe('pending')
    expect(queuedMail()).toEqual([])
  })
})

describe('the shipping of the order’s zone', () => {
  it('shows the rates of the zone of the country named at the checkout, and that zone’s countries only, starting from that country', async () => {
    const { sessionId } = await startCheckout([shirt('M', 'navy')], { country: 'GB' })
    expect((await api(`/demo-pay/${sessionId}`)).json).toMatchObject({
      shippingZone: 'world',
      shippingOptions: [
        { id: 'standard', label: 'Standard', cents: 1495 },
        { id: 'express', label: 'Express', cents: 2995 },
      ],
      countries: ['US', 'CA', 'GB'],
      country: 'GB',
    })
  })

  it('refuses an address outside the zone, saying where the rates are for, and charges the zone’s rate for one inside it', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')], { country: 'US' })
    const refused = await payPage(sessionId, 'pay', { shippingRateId: 'standard', shippingAddress: address })
    expect(refused).toMatchObject({
      status: 400,
      json: { error: { code: 'bad-shipping', fields: { country: expect.stringContaining('the rest of the world') } } },
    })
    expect(readOrder(orderId)!.status).toBe('pending')
    expect((await payPage(sessionId, 'pay', { shippingRateId: 'standard', shippingAddress: { ...address, country: 'GB' } })).status).toBe(200)
    expect(readOrder(orderId)).toMatchObject({ status: 'paid', shippingCents: 1495, shipping: { zone: 'world', rateId: 'standard' } })
  })
})

describe('what the demo payment page refuses', () => {
  const LARGE = JSON.stringify({ action: 'pay', pad: 'x'.repeat(65 * 1024) })

  it('answers 413 for a body too large and 400 for one that is not JSON, with the /api’s one reader', async () => {
    expect(await api('/demo-pay/cs_test_x', { raw: LARGE })).toMatchObject({ status: 413, json: { error: { code: 'body-too-large' } } })
    expect(await api('/demo-pay/cs_test_x', { raw: '{"action":' })).toMatchObject({ status: 400, json: { error: { code: 'malformed' } } })
  })

  it('answers another method 405 with Allow: GET, POST', async () => {
    const answer = await apiResponse('/demo-pay/cs_test_x', { method: 'PUT' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe('GET, POST')
  })
})
