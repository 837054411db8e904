// The shape of the shop's own texts (./shop-info.ts) and the checks the build runs on them. The build serves
// the file in parts (scripts/shop-info-plugin.ts): the details every page's footer needs, and each page's
// sections apart, so that a page's text loads with that page only.

/**
 * The shop's information pages: the one list that the route (src/routes/$infoPage.tsx), the footer (its column,
 * in this order), the prerender, the sitemap and the headers read. A new page is an entry here and its text in
 * ./shop-info.ts, which the build then requires.
 */
export const INFO_PAGES = [
  { path: '/shipping', footer: 'Help' },
  { path: '/returns', footer: 'Help' },
  { path: '/size-guide', footer: 'Help' },
  { path: '/imprint', footer: 'Legal' },
  { path: '/privacy', footer: 'Legal' },
  { path: '/terms', footer: 'Legal' },
  { path: '/accessibility', footer: 'Legal' },
] as const satisfies readonly { path: `/${string}`; footer: 'Help' | 'Legal' }[]
export type InfoPath = (typeof INFO_PAGES)[number]['path']
export type FooterColumn = (typeof INFO_PAGES)[number]['footer']
export const INFO_PATHS: readonly InfoPath[] = INFO_PAGES.map((page) => page.path)

/** The listed page at `/<slug>`, if the shop has one. */
export const infoPathOf = (slug: string): InfoPath | undefined => INFO_PATHS.find((path) => path === `/${slug}`)

export interface InfoTable {
  /** Says what the table lists; it is the table's accessible name. */
  caption: string
  columns: string[]
  /** One cell per column; the first cell heads its row. */
  rows: string[][]
}

/** A paragraph, a bulleted list or a table. */
export type InfoBlock = string | { list: string[] } | { table: InfoTable }

interface InfoSection {
  heading: string
  blocks: InfoBlock[]
}

export interface InfoPageText {
  /** The page's heading, its title and its link's text in the footer. */
  title: string
  /** What search engines and link previews show: one or two sentences, at most 160 characters. */
  description: string
  intro?: string
  sections: InfoSection[]
}

export interface ShopDetails {
  name: string
  /** The company behind the shop, as the imprint names it. */
  company: string
  /** The company's VAT identification number, which its invoices and credit notes state. */
  vatId: string
  street: string
  postcode: string
  city: string
  country: string
  email: string
  phone?: string
  /** When the shop and its customer service are open: 'Monday to Friday' → '10:00–19:00'. */
  hours: { days: string; time: string }[]
}

export interface ShopInfo {
  shop: ShopDetails
  pages: Record<InfoPath, InfoPageText>
}

/** What every page needs of each information page: its title, for the footer's links. */
export type InfoPageSummary = Pick<InfoPageText, 'title'>

/** What a page's own module holds, loaded with that page only. */
export type InfoPageBody = Pick<InfoPageText, 'description' | 'intro' | 'sections'>

const MAX_DESCRIPTION = 160
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const blank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === ''

/** Every problem in the file, each naming the page and the field; none when it is fine. */
export function shopInfoProblems({ shop, pages }: ShopInfo): string[] {
  const problems: string[] = []
  for (const field of ['name', 'company', 'vatId', 'street', 'postcode', 'city', 'country', 'email'] as const) {
    if (blank(shop[field])) problems.push(`shop.${field}: must not be empty`)
  }
  if (!EMAIL.test(shop.email)) problems.push(`shop.email: "${shop.email}" is not an email address`)
  if (shop.hours.length === 0) problems.push('shop.hours: name at least one opening time')
  shop.hours.forEach(({ days, time }, index) => {
    if (blank(days) || blank(time)) problems.push(`shop.hours ${index + 1}: needs both days and time`)
  })
  const extra = Object.keys(pages).filter((path) => !(INFO_PATHS as readonly string[]).includes(path))
  for (const path of extra) problems.push(`pages["${path}"]: no such page (the shop has ${INFO_PATHS.join(', ')})`)
  for (const path of INFO_PATHS) {
    const page = pages[path]
    if (!page) {
      problems.push(`pages["${path}"]: missing`)
      continue
    }
    const at = `pages["${path}"]`
    if (blank(page.title)) problems.push(`${at}.title: must not be empty`)
    if (blank(page.description)) problems.push(`${at}.description: must not be empty`)
    else if (page.description.length > MAX_DESCRIPTION) {
      problems.push(`${at}.description: ${page.description.length} characters; search engines show at most ${MAX_DESCRIPTION}`)
    }
    if (page.sections.length === 0) problems.push(`${at}.sections: the page needs at least one section`)
    page.sections.forEach((section, index) => {
      const where = `${at}, section ${index + 1} (${section.heading || 'no heading'})`
      if (blank(section.heading)) problems.push(`${where}: heading must not be empty`)
      if (section.blocks.length === 0) problems.push(`${where}: needs at least one paragraph, list or table`)
      for (const block of section.blocks) problems.push(...blockProblems(block).map((problem) => `${where}: ${problem}`))
    })
  }
  return problems
}

function blockProblems(block: InfoBlock): string[] {
  if (typeof block === 'string') return blank(block) ? ['an empty paragraph'] : []
  if ('list' in block) return block.list.length === 0 || block.list.some(blank) ? ['a list with no items or an empty item'] : []
  const { caption, columns, rows } = block.table
  const problems: string[] = []
  if (blank(caption)) problems.push('a table without a caption')
  if (rows.length === 0) problems.push(`table "${caption}": has no rows`)
  rows.forEach((row, index) => {
    if (row.length !== columns.length) problems.push(`table "${caption}", row ${index + 1}: ${row.length} cells for ${columns.length} columns`)
  })
  return problems
}
