// The owner's shipping table over both adapters: only an owner sets it, checked field by field, in a transaction with
// the record of who changed which zones; the next checkout is priced from it, an order already made keeps its own.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, documentsWithIds, orderOf, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { SHIPPING_ZONES } from '../orders/shipping'
import { storedZones } from '../orders/shipping-table'

const owner = ownerIdToken('boss', 'boss@example.com')

/** The default table with France alone in the EU zone at $6.50 standard, free from $40, and the other EU countries in the rest of the world. */
const owners = () => {
  const zones = storedZones(SHIPPING_ZONES)
  const others = zones.eu.countries.filter((country) => country !== 'FR')
  zones.eu = { ...zones.eu, countries: ['FR'], standard: { cents: 6_50, minDays: 2, maxDays: 4 }, freeStandardFromCents: 40_00 }
  zones.world = { ...zones.world, countries: [...zones.world.countries, ...others] }
  return zones
}

describe.each(ADAPTERS)('the owner’s shipping table ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)
  const save = (zones: unknown, token = owner) => call('POST', '/api/admin/shipping', { body: { zones }, idToken: token })

  it('is set by an owner only, whole and checked, with a record of who changed which zones', async () => {
    expect(await save(owners(), staffIdToken('sam', 'sam@example.com'))).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await save(owners(), idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await save(owners(), '')).toMatchObject({ status: 401 })
    const slip = owners()
    slip.eu.standard.cents = 4.955
    expect(await save(slip)).toMatchObject({
      status: 400,
      body: {
        error: { code: 'bad-shipping', message: 'The price must be in whole cents.', fields: { 'eu.standard.cents': 'The price must be in whole cents.' } },
      },
    })
    const cheap = owners()
    cheap.world.express.cents = cheap.world.standard.cents
    expect(await save(cheap)).toMatchObject({ status: 400, body: { error: { fields: { 'world.express.cents': 'Express must cost more than standard.' } } } })
    const twice = owners()
    twice.world.countries.push('FR')
    expect(await save(twice)).toMatchObject({ status: 400, body: { error: { message: 'A country can be in one zone only.' } } })
    expect(documentsWithIds('catalogEdits')).toEqual([])

    expect(await save(owners())).toMatchObject({ status: 200, body: { changed: true } })
    expect(storedDocument('settings/shipping')).toMatchObject({ zones: owners(), changedBy: 'boss@example.com' })
    const [record] = documentsWithIds('catalogEdits')
    expect(record).toMatchObject({ kind: 'shipping', by: 'boss@example.com', before: { eu: storedZones(SHIPPING_ZONES).eu }, after: { eu: owners().eu } })
    expect(Object.keys(record!.after as object)).toEqual(['eu', 'world'])
    // The same table again changes nothing and records nothing.
    expect(await save(owners())).toMatchObject({ status: 200, body: { changed: false } })
    expect(documentsWithIds('catalogEdits')).toHaveLength(1)
  })

  it('prices the next checkout, and leaves an order already made with the rates and countries it was offered', async () => {
    const before = await startCheckout([shirt('M', 'navy')], { country: 'IE' })
    expect(await save(owners())).toMatchObject({ status: 200 })

    const toFrance = await startCheckout([shirt('M', 'navy')], { country: 'FR' })
    expect(orderOf(toFrance.orderId).shipping).toMatchObject({
      zone: 'eu',
      countries: ['FR'],
      rates: [{ cents: 650, minDays: 2, maxDays: 4 }, { cents: 1495 }],
    })
    const toIreland = await startCheckout([shirt('M', 'navy')], { country: 'IE' })
    expect(orderOf(toIreland.orderId).shipping).toMatchObject({ zone: 'world', rates: [{ cents: 1495 }, { cents: 2995 }] })
    const free = await startCheckout([shirt('M', 'navy', 2)], { country: 'FR' })
    expect(orderOf(free.orderId).shipping!.rates[0]).toMatchObject({ label: 'Free standard', cents: 0 })

    // The order made before the change: Ireland at the EU's $4.95, paid so, and the address in its zone as it was.
    expect(orderOf(before.orderId).shipping).toMatchObject({ zone: 'eu', countries: SHIPPING_ZONES.eu.countries })
    await adapter.pay(before.sessionId, { country: 'IE' })
    expect(orderOf(before.orderId)).toMatchObject({ status: 'paid', shippingCents: 495, totalCents: 2499 + 495 })
  })

  it('refuses a checkout to a country the owner’s table leaves out', async () => {
    const zones = owners()
    zones.world.countries = zones.world.countries.filter((country) => country !== 'PL')
    expect(await save(zones)).toMatchObject({ status: 200 })
    expect(await checkout([shirt('M', 'navy')], { country: 'PL' })).toMatchObject({ status: 400, body: { error: { code: 'bad-country' } } })
  })
})
