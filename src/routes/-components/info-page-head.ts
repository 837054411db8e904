import { infoPages } from 'virtual:shop-info'
import type { InfoPath } from '../../content/shop-info-schema'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'

/** An information page's head: its title, and the description its loader found. */
export const infoPageHead = (path: InfoPath, loaderData: { description: string } | undefined) =>
  pageHead({ title: pageTitle(infoPages[path].title), description: loaderData?.description, path })
