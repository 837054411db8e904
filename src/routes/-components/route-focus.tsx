// A single-page app gets no page load to tell screen readers that the page changed: after each navigation to
// another path, focus moves to the new page's heading (or its main region), which also reads it out.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export function RouteFocus({ mainId }: { mainId: string }) {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        requestAnimationFrame(() => {
          const main = document.getElementById(mainId)
          const target = main?.querySelector<HTMLElement>('h1') ?? main
          if (!target || target.contains(document.activeElement)) return
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
          target.focus({ preventScroll: true })
        })
      }),
    [router, mainId],
  )
  return null
}
