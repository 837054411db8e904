import { expect, it } from 'vitest'
import { variantKey } from './variant'

it('keys a variant for stock and cart lines: size, then colour', () => {
  expect([{}, { size: 'M' }, { color: 'navy' }, { size: '42', color: 'navy' }].map(variantKey)).toEqual(['', 'M', 'navy', '42/navy'])
})
