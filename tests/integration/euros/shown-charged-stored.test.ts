// The same property as the order code's (src/lib/orders/shown-charged-stored.test.ts), in the shop that sells in
// euros: the order's currency and every amount's format are read as the modules load.
import { describe, expect, it } from 'vitest'
import { SHOP_CURRENCY } from '../../../src/lib/money'
import { checkShownChargedStored } from '../../support/shown-charged-stored'

describe('an order’s money in euros, from the checkout to the invoice', () => {
  it('is shown, charged and stored alike to the cent', () => {
    expect(SHOP_CURRENCY.code).toBe('EUR')
    // 672 carts over the 16 countries (another seed than the dollars'), each in the 3 tax modes at each rate offered.
    expect(checkShownChargedStored(672, 40)).toBe(672 * 3 * 2)
    // About 3 s of CPU alone: on a busy machine it may take several times that, so it has a minute.
  }, 60_000)
})
