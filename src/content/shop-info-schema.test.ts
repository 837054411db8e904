import { describe, expect, it } from 'vitest'
import { shopInfo } from './shop-info'
import { shopInfoProblems, type ShopInfo } from './shop-info-schema'

const withPage = (path: keyof ShopInfo['pages'], page: Partial<ShopInfo['pages'][typeof path]>): ShopInfo => ({
  ...shopInfo,
  pages: { ...shopInfo.pages, [path]: { ...shopInfo.pages[path], ...page } },
})

describe('shopInfoProblems', () => {
  it("finds none in the shop's own texts", () => {
    expect(shopInfoProblems(shopInfo)).toEqual([])
  })

  it('names a missing or malformed contact detail', () => {
    const info = { ...shopInfo, shop: { ...shopInfo.shop, street: ' ', email: 'hello at shop', hours: [{ days: 'Monday', time: '' }] } }
    expect(shopInfoProblems(info)).toEqual([
      'shop.street: must not be empty',
      'shop.email: "hello at shop" is not an email address',
      'shop.hours 1: needs both days and time',
    ])
    expect(shopInfoProblems({ ...shopInfo, shop: { ...shopInfo.shop, hours: [] } })).toEqual(['shop.hours: name at least one opening time'])
  })

  it('names a page that is missing or unknown', () => {
    const { '/terms': _terms, ...pages } = shopInfo.pages
    const info = { ...shopInfo, pages: { ...pages, '/faq': shopInfo.pages['/terms'] } } as unknown as ShopInfo
    expect(shopInfoProblems(info)).toEqual([
      'pages["/faq"]: no such page (the shop has /shipping, /returns, /size-guide, /imprint, /privacy, /terms, /accessibility)',
      'pages["/terms"]: missing',
    ])
  })

  it('names the page and section of an empty title, a long description, an empty section and a ragged table', () => {
    expect(shopInfoProblems(withPage('/returns', { title: '', description: 'x'.repeat(161) }))).toEqual([
      'pages["/returns"].title: must not be empty',
      'pages["/returns"].description: 161 characters; search engines show at most 160',
    ])
    expect(shopInfoProblems(withPage('/privacy', { sections: [] }))).toEqual(['pages["/privacy"].sections: the page needs at least one section'])
    const table = { caption: 'Hats', columns: ['Size', 'Head (cm)'], rows: [['S', '54'], ['M']] }
    expect(shopInfoProblems(withPage('/size-guide', { sections: [{ heading: 'Hats', blocks: [{ table }, '', { list: [] }] }] }))).toEqual([
      'pages["/size-guide"], section 1 (Hats): table "Hats", row 2: 1 cells for 2 columns',
      'pages["/size-guide"], section 1 (Hats): an empty paragraph',
      'pages["/size-guide"], section 1 (Hats): a list with no items or an empty item',
    ])
    expect(shopInfoProblems(withPage('/imprint', { sections: [{ heading: '', blocks: [] }] }))).toEqual([
      'pages["/imprint"], section 1 (no heading): heading must not be empty',
      'pages["/imprint"], section 1 (no heading): needs at least one paragraph, list or table',
    ])
  })
})
