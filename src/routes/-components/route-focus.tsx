// A single-page app gets no page load to tell screen readers that the page changed: after each navigation to
// another path, focus moves to the new page's heading (or its main region), which also reads it out. A shopper who
// has already moved focus on the new page (a quick Tab, or a link pressed as the page appeared) keeps it: focus is
// moved only while it is still where the navigation began, or nowhere.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Whether focus has moved somewhere since the navigation began at `startedOn`. */
const movedSince = (startedOn: Element | null): boolean => {
  const active = document.activeElement
  return active !== null && active !== document.body && active !== startedOn
}

export function RouteFocus({ mainId }: { mainId: string }) {
  const router = useRouter()
  useEffect(() => {
    let startedOn: Element | null = null
    const stopStart = router.subscribe('onBeforeNavigate', () => {
      startedOn = document.activeElement
    })
    const stopResolved = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      const from = startedOn
      requestAnimationFrame(() => {
        if (movedSince(from)) return
        const main = document.getElementById(mainId)
        const target = main?.querySelector<HTMLElement>('h1') ?? main
        if (!target || target.contains(document.activeElement)) return
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      })
    })
    return () => {
      stopStart()
      stopResolved()
    }
  }, [router, mainId])
  return null
}
