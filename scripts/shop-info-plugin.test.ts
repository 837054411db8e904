import { describe, expect, it } from 'vitest'
import { shopInfo } from '../src/content/shop-info'
import { INFO_PATHS } from '../src/content/shop-info-schema'
import { INFO_PAGE_LOADERS_MODULE, INFO_PAGE_MODULE_PREFIX, SHOP_INFO_MODULE, shopInfoModules, shopInfoPlugin } from './shop-info-plugin'

/** A module's exports, as the app would import them. */
const exportsOf = (source: string) => import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<Record<string, unknown>>

describe('shopInfoModules', () => {
  const modules = shopInfoModules(shopInfo)

  it("gives every page the shop's details and each information page's title, none of their text", async () => {
    const { shop, infoPages } = await exportsOf(modules.get(SHOP_INFO_MODULE)!)
    expect(shop).toEqual(shopInfo.shop)
    expect(infoPages).toEqual(Object.fromEntries(Object.entries(shopInfo.pages).map(([path, { title }]) => [path, { title }])))
    expect(modules.get(SHOP_INFO_MODULE)).not.toContain(shopInfo.pages['/returns'].sections[0]!.heading)
    expect(modules.get(SHOP_INFO_MODULE)).not.toContain(shopInfo.pages['/returns'].description)
  })

  it("gives each page its own description, intro and sections, and nothing of the other pages'", async () => {
    expect([...modules.keys()].filter((id) => id.startsWith(INFO_PAGE_MODULE_PREFIX))).toEqual(
      ['shipping', 'returns', 'size-guide', 'imprint', 'privacy', 'terms', 'accessibility'].map((page) => `${INFO_PAGE_MODULE_PREFIX}${page}`),
    )
    const { description, intro, sections } = shopInfo.pages['/size-guide']
    expect((await exportsOf(modules.get('virtual:info-page/size-guide')!)).default).toEqual({ description, intro, sections })
    expect(modules.get('virtual:info-page/size-guide')).not.toContain(shopInfo.pages['/shipping'].intro)
  })

  it('gives the one route of the information pages an import of each listed page, and of no other', () => {
    const source = modules.get(INFO_PAGE_LOADERS_MODULE)!
    for (const path of INFO_PATHS) expect(source).toContain(`${JSON.stringify(path)}: () => import("${INFO_PAGE_MODULE_PREFIX}${path.slice(1)}")`)
    expect(source.match(/import\(/g)).toHaveLength(INFO_PATHS.length)
  })

  it('stops the build with every problem of the file, named', () => {
    const info = { ...shopInfo, shop: { ...shopInfo.shop, email: 'nobody' } }
    expect(() => shopInfoModules(info)).toThrow(`The shop's texts (src/content/shop-info.ts) have problems:\n  shop.email: "nobody" is not an email address`)
  })
})

describe('shopInfoPlugin', () => {
  const plugin = shopInfoPlugin(shopInfo)
  const resolve = (id: string) => {
    const errors: string[] = []
    const context = {
      error: (message: string) => {
        errors.push(message)
        throw new Error(message)
      },
    }
    try {
      return (plugin.resolveId as (this: typeof context, id: string) => string | null).call(context, id)
    } catch {
      return errors[0]
    }
  }

  it('resolves its modules and leaves every other to Vite', () => {
    expect(resolve('virtual:shop-info')).toBe('\0virtual:shop-info')
    expect(resolve('virtual:info-page/terms')).toBe('\0virtual:info-page/terms')
    expect(resolve('./footer')).toBeNull()
    expect((plugin.load as (id: string) => string | null)('\0virtual:info-page/terms')).toContain(shopInfo.pages['/terms'].sections[0]!.heading)
  })

  it('names a page the file does not have', () => {
    expect(resolve('virtual:info-page/faq')).toBe(
      'virtual:info-page/faq: no such page in src/content/shop-info.ts (it has /shipping, /returns, /size-guide, /imprint, /privacy, /terms, /accessibility)',
    )
  })
})
