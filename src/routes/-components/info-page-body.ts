// Each information page's text is a module of its own (scripts/shop-info-plugin.ts), loaded with that page only.
// The route's loader loads it, so a page the router renders (in the build, or after a navigation) has it at once;
// a prerendered page being hydrated has not run its loader, and waits for the module in its Suspense boundary with
// the prerendered text still on screen.
import { use } from 'react'
import { loadInfoPage } from 'virtual:info-pages'
import type { InfoPageBody, InfoPath } from '../../content/shop-info-schema'

/** A promise as React's `use` reads it: once `status` says fulfilled, `use` returns `value` without suspending. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

const loading = new Map<InfoPath, ReadablePromise<InfoPageBody>>()

/** The page's text, loaded once; a failed load is tried again next time. */
export function loadInfoPageBody(path: InfoPath): Promise<InfoPageBody> {
  let body = loading.get(path)
  if (!body) {
    const load: ReadablePromise<InfoPageBody> = loadInfoPage[path]().then(
      (module) => {
        // Marked for React, so a page whose text the loader has already loaded renders at once, even in a render
        // that cannot wait (the router's own commits are not transitions).
        Object.assign(load, { status: 'fulfilled', value: module.default })
        return module.default
      },
      (error: unknown) => {
        loading.delete(path)
        throw error
      },
    )
    body = load
    loading.set(path, body)
  }
  return body
}

/**
 * The page's text for its component: at once when loaded, otherwise it suspends until it is. `use` is called on
 * every render, loaded or not: React replays a component that suspended, and a replay that skips the `use` it
 * suspended on leaves React reading the hooks after it as updates of hooks never mounted (an error it recovers from
 * only by rendering the whole page again).
 */
export const useInfoPageBody = (path: InfoPath): InfoPageBody => use(loadInfoPageBody(path))
