import { describe, expect, it } from 'vitest'
import { centsFormat, formatCents, formatPrice, MIN_PRICE, minPriceIn, priceFormat, SHOP_CURRENCY, toCents } from './money'
import { readShopMoney } from './shop-money'

describe('money', () => {
  it('formats whole dollars without cents and fractions with two digits', () => {
    expect(formatPrice(25)).toBe('$25')
    expect(formatPrice(129.5)).toBe('$129.50')
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30')
    expect(formatCents(-1999)).toBe('-$19.99')
  })

  it.each([Infinity, -Infinity, NaN])('shows %s as a dash, never as text of a broken number', (value) => {
    expect(formatCents(value)).toBe('—')
    expect(formatPrice(value)).toBe('—')
  })

  it('prints huge amounts in full digits, never with an exponent', () => {
    expect(formatPrice(1e13)).toBe('$10000000000000')
    expect(String(1e21 * 100)).toMatch(/e\+/)
    expect(formatPrice(1e21)).toMatch(/^\$\d{21}\.\d\d$/)
    expect(formatPrice(1e300)).toMatch(/^\$\d+(\.\d\d)?$/)
    expect(formatCents(toCents(99 * 1_000_000))).toBe('$99000000')
  })
})

describe('the shop’s currency setting', () => {
  it('sells in dollars with no tax shown unless told otherwise', () => {
    expect(readShopMoney({})).toMatchObject({ currency: { code: 'USD', sign: '$' }, taxMode: 'none' })
    expect(SHOP_CURRENCY.code).toBe('USD')
  })

  it('sells in euros with VAT in the prices with the one switch, and each part can be set alone', () => {
    expect(readShopMoney({ VITE_SHOP_PRESET: 'eu' })).toMatchObject({ currency: { code: 'EUR', providerCode: 'eur' }, taxMode: 'included' })
    expect(readShopMoney({ VITE_SHOP_CURRENCY: 'GBP', VITE_SHOP_TAX: 'included' })).toMatchObject({ currency: { code: 'GBP' }, taxMode: 'included' })
    expect(readShopMoney({ VITE_SHOP_TAX: 'added' })).toMatchObject({ currency: { code: 'USD' }, taxMode: 'added' })
  })

  it('stops on a value it does not know, naming the setting', () => {
    expect(() => readShopMoney({ VITE_SHOP_CURRENCY: 'JPY' })).toThrow(/VITE_SHOP_CURRENCY must be one of USD, EUR, GBP, not 'JPY'/)
    expect(() => readShopMoney({ VITE_SHOP_TAX: 'vat' })).toThrow(/VITE_SHOP_TAX/)
  })

  it('formats euros and pounds in the same one format, whole amounts without cents', () => {
    const euros = centsFormat(readShopMoney({ VITE_SHOP_PRESET: 'eu' }).currency)
    expect([euros(2500), euros(2499), euros(12950), euros(-1999), euros(NaN)]).toEqual(['€25', '€24.99', '€129.50', '-€19.99', '—'])
    expect(euros(1_000_000_00)).toBe('€1000000')
    const pounds = centsFormat(readShopMoney({ VITE_SHOP_CURRENCY: 'GBP' }).currency)
    expect([pounds(2500), pounds(1)]).toEqual(['£25', '£0.01'])
  })

  it('holds prices to the payment provider’s smallest charge in each currency, and names its units', () => {
    const lowest = (code: string) => {
      const { currency } = readShopMoney({ VITE_SHOP_CURRENCY: code })
      return [priceFormat(currency)(minPriceIn(currency)), currency.units, currency.hundredths]
    }
    expect(lowest('USD')).toEqual(['$0.50', 'dollars', 'cents'])
    expect(lowest('EUR')).toEqual(['€0.50', 'euros', 'cents'])
    expect(lowest('GBP')).toEqual(['£0.30', 'pounds', 'pence'])
    expect(MIN_PRICE).toBe(minPriceIn(SHOP_CURRENCY))
  })
})
