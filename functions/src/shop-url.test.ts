import { describe, expect, it } from 'vitest'
import { EMULATOR_SHOP_URL, shopOrigin } from './shop-url'

describe('shopOrigin', () => {
  it('takes the configured origin, without a trailing slash', () => {
    expect(shopOrigin('https://shop.example.com/', false)).toBe('https://shop.example.com')
    expect(shopOrigin(' https://my-shop.web.app ', false)).toBe('https://my-shop.web.app')
  })

  it('is a configuration error, not a guess, when a deployed function has none', () => {
    expect(() => shopOrigin('', false)).toThrow(/SHOP_URL is not set: put the shop’s public address in functions\/\.env/)
  })

  it('uses the app’s local address in the Functions emulator', () => {
    expect(shopOrigin('', true)).toBe(EMULATOR_SHOP_URL)
  })

  it.each(['shop.example.com', 'http://shop.example.com', 'https://shop.example.com/shop', 'https://shop.example.com/?a=1', 'https://user@shop.example.com'])(
    'refuses %s',
    (value) => {
      expect(() => shopOrigin(value, false)).toThrow(/SHOP_URL/)
    },
  )
})
