// The order code keys stock the way the catalog does; it cannot import the catalog (shared code imports no
// feature), so this checks that the two agree on every kind of variant.
import { expect, it } from 'vitest'
import { stockKey } from '../../lib/orders/checkout-request'
import { variantKey } from './variants'

it('keys a variant for stock as the catalog does', () => {
  for (const variant of [{}, { size: 'M' }, { color: 'navy' }, { size: '42', color: 'navy' }]) expect(stockKey(variant)).toBe(variantKey(variant))
})
