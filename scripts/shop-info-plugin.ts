// Serves the shop's texts (src/content/shop-info.ts) to the app as separate modules, so that each page's text is
// in that page's chunk and only the short part every page needs is in the first visit's JavaScript:
//   virtual:shop-info              `shop` (name, address, email, hours) and `infoPages` (each page's title): the
//                                   footer and the pages' titles
//   virtual:info-page/<page>        one page's description, intro and sections, for its route
//                                   ('virtual:info-page/size-guide')
//   virtual:info-pages              `loadInfoPage`: each listed page's import of its own module, by path, for the
//                                   one route of the information pages; each import is a chunk of its own
// The file is checked when the build starts (src/content/shop-info-schema.ts): a problem stops it, named.
import type { Plugin } from 'vite'
import { INFO_PATHS, shopInfoProblems, type InfoPageBody, type InfoPageSummary, type ShopInfo } from '../src/content/shop-info-schema.ts'

export const SHOP_INFO_MODULE = 'virtual:shop-info'
export const INFO_PAGE_MODULE_PREFIX = 'virtual:info-page/'
export const INFO_PAGE_LOADERS_MODULE = 'virtual:info-pages'

/** Each module's source, by its id. */
export function shopInfoModules({ shop, pages }: ShopInfo): Map<string, string> {
  const problems = shopInfoProblems({ shop, pages })
  if (problems.length > 0) throw new Error(`The shop's texts (src/content/shop-info.ts) have problems:\n  ${problems.join('\n  ')}`)
  const summaries = Object.fromEntries(INFO_PATHS.map((path): [string, InfoPageSummary] => [path, { title: pages[path].title }]))
  const modules = new Map([[SHOP_INFO_MODULE, `export const shop = ${JSON.stringify(shop)}\nexport const infoPages = ${JSON.stringify(summaries)}\n`]])
  for (const path of INFO_PATHS) {
    const { description, intro, sections } = pages[path]
    const body: InfoPageBody = { description, ...(intro ? { intro } : {}), sections }
    modules.set(`${INFO_PAGE_MODULE_PREFIX}${path.slice(1)}`, `export default ${JSON.stringify(body)}\n`)
  }
  const loaders = INFO_PATHS.map((path) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(`${INFO_PAGE_MODULE_PREFIX}${path.slice(1)}`)}),`)
  modules.set(INFO_PAGE_LOADERS_MODULE, `export const loadInfoPage = {\n${loaders.join('\n')}\n}\n`)
  return modules
}

export function shopInfoPlugin(info: ShopInfo): Plugin {
  const modules = shopInfoModules(info)
  return {
    name: 'shop-info-modules',
    resolveId(id) {
      if (modules.has(id)) return `\0${id}`
      if (id.startsWith(INFO_PAGE_MODULE_PREFIX)) this.error(`${id}: no such page in src/content/shop-info.ts (it has ${INFO_PATHS.join(', ')})`)
      return null
    },
    load(id) {
      return id.startsWith('\0') ? (modules.get(id.slice(1)) ?? null) : null
    },
  }
}
