import { describe, expect, it } from 'vitest'
import { checkShownChargedStored, OWNERS_TABLE } from '../../../tests/support/shown-charged-stored'

describe('an order’s money, from the checkout to the invoice', () => {
  it('is shown, charged and stored alike to the cent: estimate, payment page, order, invoice, CSV and mail', () => {
    // 2,016 carts over the 16 countries, each in the 3 tax modes at each rate offered.
    expect(checkShownChargedStored(2016)).toBe(2016 * 3 * 2)
    // Some 12,000 payments: seconds of work, more on a busy machine.
  }, 60_000)

  it('is so under an owner’s shipping table too: other zones, rates and thresholds', () => {
    expect(checkShownChargedStored(672, 7, OWNERS_TABLE)).toBe(672 * 3 * 2)
  }, 60_000)
})
