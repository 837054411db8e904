import { describe, expect, it } from 'vitest'
import { pageKindOf } from './page-kind-of'

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/shop', 'collection'],
    ['/shop/hats', 'collection'],
    ['/shop/hats/brown-brim', 'product'],
    ['/shop/hats/brown-brim/extra', 'other'],
    ['/search', 'search'],
    ['/checkout', 'checkout'],
    ['/checkout/success', 'checkout'],
    ['/account', 'account'],
    ['/account/orders/abc', 'account'],
    ['/orders/abc', 'account'],
    ['/signin', 'account'],
    ['/reset-password', 'account'],
    ['/shipping', 'info'],
    ['/contact', 'info'],
    ['/no-such-page', 'other'],
    ['/admin', 'other'],
    ['/demo-pay/cs_1', 'other'],
  ])('%s is a %s page', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind)
  })
})
