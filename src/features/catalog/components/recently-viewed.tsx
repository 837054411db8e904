// Where a page shows the recently viewed list. The list and its storage load only once the page is live, in a chunk
// of their own, so a first visit's script is not made heavier; before that (and when prerendered) nothing is here.
// Pages put it at their end, so that appearing moves nothing a shopper sees. Each account has its own list.
import { useEffect, useState, type ComponentType } from 'react'
import type { Viewer } from '../recently-viewed'
import type { RecentlyViewedProps } from './recently-viewed-list'

/** `viewer`: whose list it is (undefined while Auth has not answered for a saved session: nothing then). */
export function RecentlyViewed({ viewer, ...props }: RecentlyViewedProps & { viewer: Viewer | undefined }) {
  const [List, setList] = useState<ComponentType<RecentlyViewedProps & { viewer: Viewer }> | null>(null)
  useEffect(() => {
    let live = true
    void import('./recently-viewed-list').then(
      (module) => live && setList(() => module.RecentlyViewedList),
      // Without its code (offline, a new deploy) the page simply has no list.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return List && viewer !== undefined ? <List {...props} viewer={viewer} /> : null
}
