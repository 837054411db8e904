// Each information page's text is a module of its own (scripts/shop-info-plugin.ts), loaded with that page only.
// The route's loader loads it, so a page the router renders (in the build, or after a navigation) has it at once;
// a prerendered page being hydrated has not run its loader, and waits for the module in its Suspense boundary with
// the prerendered text still on screen.
import { use } from 'react'
import { loadInfoPage } from 'virtual:info-pages'
import type { InfoPageBody, InfoPath } from '../../content/shop-info-schema'

const loading = new Map<InfoPath, Promise<InfoPageBody>>()
const loaded = new Map<InfoPath, InfoPageBody>()

/** The page's text, loaded once; a failed load is tried again next time. */
export function loadInfoPageBody(path: InfoPath): Promise<InfoPageBody> {
  let body = loading.get(path)
  if (!body) {
    body = loadInfoPage[path]().then(
      (module) => {
        loaded.set(path, module.default)
        return module.default
      },
      (error: unknown) => {
        loading.delete(path)
        throw error
      },
    )
    loading.set(path, body)
  }
  return body
}

/** The page's text for its component: at once when loaded, otherwise it suspends until it is. */
export const useInfoPageBody = (path: InfoPath): InfoPageBody => loaded.get(path) ?? use(loadInfoPageBody(path))
