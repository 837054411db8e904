// Where a page shows the recently viewed list. The list and its storage load only once the page is live, in a chunk
// of their own, so a first visit's script is not made heavier; before that (and when prerendered) nothing is here.
// Pages put it at their end, so that appearing moves nothing a shopper sees.
import { useEffect, useState, type ComponentType } from 'react'
import type { RecentlyViewedProps } from './recently-viewed-list'

export function RecentlyViewed(props: RecentlyViewedProps) {
  const [List, setList] = useState<ComponentType<RecentlyViewedProps> | null>(null)
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
  return List ? <List {...props} /> : null
}
