import { infoPages } from 'virtual:shop-info'
import type { InfoPath } from '../../content/shop-info-schema'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'

/**
 * An information page's head, from its title and description alone: a route's head is in the first visit's
 * JavaScript, its page's text is not.
 */
export const infoPageHead = (path: InfoPath) => pageHead({ title: pageTitle(infoPages[path].title), description: infoPages[path].description, path })
