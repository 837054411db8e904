import { infoPages } from 'virtual:shop-info'
import type { InfoPageBody, InfoPath } from '../../content/shop-info-schema'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'

/**
 * An information page's loader: its description, from the page's own module. A route's head is in the first
 * visit's JavaScript; the pages' texts, their descriptions too, load only with their page.
 */
export const loadDescription = async (page: () => Promise<{ default: InfoPageBody }>) => ({ description: (await page()).default.description })

/** An information page's head: its title, and the description its loader found. */
export const infoPageHead = (path: InfoPath, loaderData: { description: string } | undefined) =>
  pageHead({ title: pageTitle(infoPages[path].title), description: loaderData?.description, path })
