// The shipping page promises what the checkout charges: its table and its countries are compared with the order
// module's shipping table, so a change to either that the other does not follow fails here.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatCents } from '../../src/lib/money'
import { deliveryDays, SHIPPING_COUNTRIES, SHIPPING_ZONE_IDS, SHIPPING_ZONES, shippingOptions } from '../../src/lib/orders/shipping'
import { countryName } from '../../src/lib/orders/shipping-countries'
import { storedZones } from '../../src/lib/orders/shipping-table'
import { storeShippingTable } from '../support/mock-state'
import { renderApp } from './harness'

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

describe('the shipping page', () => {
  it('shows for each zone the rates, the free threshold and the delivery times the checkout charges', async () => {
    await renderApp('/shipping')
    const table = await screen.findByRole('table', { name: 'Shipping rates' }, { timeout: 5000 })
    const [head, ...rows] = within(table).getAllByRole('row')
    expect(cells(head!)).toEqual(['Destination', 'Standard', 'Express'])
    const zones = SHIPPING_ZONE_IDS.filter((zone) => SHIPPING_ZONES[zone].countries.length > 0)
    expect(rows).toHaveLength(zones.length)
    zones.forEach((zone, index) => {
      const [destination, ...services] = cells(rows[index]!)
      expect(destination!.toLowerCase()).toBe(SHIPPING_ZONES[zone].name.toLowerCase())
      const rates = shippingOptions(SHIPPING_ZONES, zone, 0)
      expect(rates.map((rate) => rate.label)).toEqual(['Standard', 'Express'])
      rates.forEach((rate, service) => {
        // Standard is free from the zone's threshold up, and the page says from where; a zone without one says nothing.
        const freeFrom = SHIPPING_ZONES[zone].freeStandardFromCents
        const free = rate.id === 'standard' && freeFrom !== null ? ` (free from ${formatCents(freeFrom)})` : ''
        if (free) expect(shippingOptions(SHIPPING_ZONES, zone, freeFrom!)[0]!.cents).toBe(0)
        expect(services[service]).toBe(`${formatCents(rate.cents)}${free}, ${deliveryDays(rate, 'working days')}`)
      })
    })
    expect(rows.map(cells)).toContainEqual(['The rest of the world', '$14.95, 5–10 working days', '$29.95, 2–4 working days'])
  })

  it('names every country the checkout ships to, and no other, and which countries share a zone', async () => {
    await renderApp('/shipping')
    const section = (await screen.findByRole('heading', { name: 'Where we ship' }, { timeout: 5000 })).closest('section')!
    const listed = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(listed).toEqual(SHIPPING_COUNTRIES.map(countryName))
    expect(section).toHaveTextContent('The rest of the world: United States, Canada and United Kingdom.')
    expect(section).toHaveTextContent(/Other EU countries: Ireland, France, .* and Poland\./)
  })
})

describe('the shipping page under an owner’s table', () => {
  it('is written again from the owner’s rates and countries once read, in the same table and list', async () => {
    const zones = storedZones(SHIPPING_ZONES)
    zones.eu = { ...zones.eu, countries: ['FR', 'NL'], standard: { cents: 6_50, minDays: 2, maxDays: 4 }, freeStandardFromCents: 60_00 }
    zones.world = { ...zones.world, countries: ['US', 'GB'] }
    storeShippingTable(zones)
    await renderApp('/shipping')
    const table = await screen.findByRole('table', { name: 'Shipping rates' }, { timeout: 5000 })
    await waitFor(() =>
      expect(within(table).getAllByRole('row').map(cells)).toContainEqual([
        'Other EU countries',
        '$6.50 (free from $60), 2–4 working days',
        '$14.95, 1–2 working days',
      ]),
    )
    const section = screen.getByRole('heading', { name: 'Where we ship' }).closest('section')!
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Germany', 'France', 'Netherlands', 'United States', 'United Kingdom'])
    expect(section).toHaveTextContent('Other EU countries: France and Netherlands.')
  })
})
