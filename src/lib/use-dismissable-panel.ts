// A button and the panel it shows and hides (the cart's dropdown, a card's options), dismissed by one rule: Escape,
// a pointer pressed outside, or focus moving outside closes it. Focus returns to the button when it was in the
// panel or would otherwise be lost; focus the shopper moved elsewhere stays there. Not a `popover`: see
// docs/decisions/017-dismissable-panel.md.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

export interface DismissablePanel {
  /** Starts closed. */
  open: boolean
  toggle: () => void
  close: () => void
  /** Holds the button and the panel: a pointer pressed or focus inside it keeps the panel open. */
  anchorRef: RefObject<HTMLDivElement | null>
  /** The button that opens the panel, where focus returns. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

export function useDismissablePanel(): DismissablePanel {
  const [open, setOpen] = useState(false)
  const toggle = useCallback(() => setOpen((current) => !current), [])
  // Kept across renders, so that effects that use it do not rerun.
  const close = useCallback(() => setOpen(false), [])
  const anchor = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const inside = (node: EventTarget | null) => node instanceof Node && (anchor.current?.contains(node) ?? false)
    const focusLost = () => document.activeElement === null || document.activeElement === document.body
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const refocus = inside(document.activeElement) || focusLost()
      close()
      if (refocus) trigger.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return
      close()
      // Once the press has moved focus (to what was pressed) or not (a press on the page's text, or the panel
      // gone from under the focus): only focus that would be lost comes back, without scrolling to the button.
      setTimeout(() => {
        if (focusLost()) trigger.current?.focus({ preventScroll: true })
      })
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close])

  return { open, toggle, close, anchorRef: anchor, triggerRef: trigger }
}
