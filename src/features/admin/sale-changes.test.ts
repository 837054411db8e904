import { describe, expect, it } from 'vitest'
import { readShopMoney } from '../../lib/shop-money'
import { localField, saleChange } from './sale-changes'

describe('saleChange', () => {
  const from = localField('2026-12-01T09:00:00.000Z')
  const until = localField('2026-12-08T09:00:00.000Z')

  it('sends the sale price and its window as moments', () => {
    expect(saleChange(24.99, { price: ' 19.5 ', from, until })).toEqual({
      sale: { price: 19.5, from: '2026-12-01T09:00:00.000Z', until: '2026-12-08T09:00:00.000Z' },
    })
  })

  it.each([
    ['an amount that is not one', { price: '19,50', from, until }, 'Sale price: type an amount in dollars, such as 19.99.'],
    ['a price not below the regular price', { price: '24.99', from, until }, "Sale price: below the item's price, $24.99."],
    ['a price under the smallest charge', { price: '0.25', from, until }, 'Sale price: at least $0.50.'],
    ['no end', { price: '19', from, until: '' }, 'Give the day and time the sale starts and ends.'],
    ['an end before the start', { price: '19', from: until, until: from }, 'The sale must end after it starts.'],
  ])('refuses %s', (_, values, problem) => {
    expect(saleChange(24.99, values)).toEqual({ problem })
  })

  it.each([
    ['USD', 'dollars', '$0.50', '$24.99'],
    ['EUR', 'euros', '€0.50', '€24.99'],
    ['GBP', 'pounds', '£0.30', '£24.99'],
  ])('in %s, names %s and that currency’s smallest charge', (code, units, least, regular) => {
    const { currency } = readShopMoney({ VITE_SHOP_CURRENCY: code })
    expect(saleChange(24.99, { price: '19,50', from, until }, currency)).toEqual({ problem: `Sale price: type an amount in ${units}, such as 19.99.` })
    expect(saleChange(24.99, { price: '0.25', from, until }, currency)).toEqual({ problem: `Sale price: at least ${least}.` })
    expect(saleChange(24.99, { price: '25', from, until }, currency)).toEqual({ problem: `Sale price: below the item's price, ${regular}.` })
  })

  it('takes a sale of 30 pence in pounds, where dollars and euros need 50 cents', () => {
    const sale = (code: string) => saleChange(24.99, { price: '0.30', from, until }, readShopMoney({ VITE_SHOP_CURRENCY: code }).currency)
    expect(sale('GBP')).toMatchObject({ sale: { price: 0.3 } })
    expect(sale('USD')).toEqual({ problem: 'Sale price: at least $0.50.' })
    expect(sale('EUR')).toEqual({ problem: 'Sale price: at least €0.50.' })
  })
})
