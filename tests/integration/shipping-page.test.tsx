// The shipping page promises what the checkout charges: its table and its countries are compared with the order
// module's rates and countries, so a change to either that the other does not follow fails here.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatCents } from '../../src/lib/money'
import { FREE_SHIPPING_FROM_CENTS, shippingOptions } from '../../src/lib/orders/shipping'
import { countryName, SHIPPING_COUNTRIES } from '../../src/lib/orders/shipping-countries'
import { renderApp } from './harness'

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

describe('the shipping page', () => {
  it('shows the rates, the free threshold and the delivery times the checkout charges', async () => {
    await renderApp('/shipping')
    const table = await screen.findByRole('table', { name: 'Shipping rates' }, { timeout: 5000 })
    const [, ...rows] = within(table).getAllByRole('row')
    const charged = shippingOptions(0)
    const free = shippingOptions(FREE_SHIPPING_FROM_CENTS)
    expect(rows).toHaveLength(charged.length)
    charged.forEach((rate, index) => {
      const [name, cost, delivery] = cells(rows[index]!)
      expect(name).toContain(rate.label)
      expect(cost).toContain(formatCents(rate.cents))
      // Standard is free from the threshold up, and the page says from where.
      if (free[index]!.cents === 0) expect(cost).toContain(`free from ${formatCents(FREE_SHIPPING_FROM_CENTS)}`)
      else expect(cost).not.toContain('free')
      expect(delivery).toBe(`${rate.minDays}–${rate.maxDays} working days`)
    })
  })

  it('names every country the checkout ships to, and no other', async () => {
    await renderApp('/shipping')
    const section = (await screen.findByRole('heading', { name: 'Where we ship' }, { timeout: 5000 })).closest('section')!
    const listed = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(listed).toEqual(SHIPPING_COUNTRIES.map(countryName))
    expect(section).not.toHaveTextContent(/every country of the European Union/)
  })
})
