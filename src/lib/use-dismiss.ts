// The one rule by which everything the shop shows over or beside the page goes away (the cart's dropdown, a card's
// options, the phone's filter sheet, the added-to-cart note): Escape, a pointer pressed outside, or focus moving
// outside. Focus goes back to the element that opened it when it was inside or would otherwise be lost; focus the
// shopper moved elsewhere stays there. Not a `popover`: see docs/decisions/017-dismissable-panel.md.
import { useEffect, useRef, type RefObject } from 'react'

export interface DismissOptions {
  /** Listens only while true. */
  active: boolean
  /** Called once per dismissal, whichever way it came. */
  onDismiss: () => void
  /** What counts as inside: a press or focus there keeps it. Something that never holds focus (a note) has none. */
  insideRef?: RefObject<HTMLElement | null>
  /** Where focus goes back to; nothing for something that never takes focus. */
  returnRef?: RefObject<HTMLElement | null>
}

export function useDismiss({ active, onDismiss, insideRef, returnRef }: DismissOptions): void {
  // The latest callback, without listening again each render.
  const dismiss = useRef(onDismiss)
  useEffect(() => void (dismiss.current = onDismiss))

  useEffect(() => {
    if (!active) return
    const inside = (node: EventTarget | null) => node instanceof Node && (insideRef?.current?.contains(node) ?? false)
    const focusLost = () => document.activeElement === null || document.activeElement === document.body
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const refocus = inside(document.activeElement) || focusLost()
      dismiss.current()
      if (refocus) returnRef?.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return
      dismiss.current()
      // Once the press has moved focus (to what was pressed) or not (a press on the page's text, or the panel
      // gone from under the focus): only focus that would be lost comes back, without scrolling to the button.
      setTimeout(() => {
        if (focusLost()) returnRef?.current?.focus({ preventScroll: true })
      })
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) dismiss.current()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [active, insideRef, returnRef])
}
