// A button and the panel it shows and hides (the cart's dropdown, a card's options, the phone's filter sheet),
// holding the panel's open state and dismissed by the shop's one rule (./use-dismiss.ts). Not a `popover`: see
// docs/decisions/017-dismissable-panel.md.
import { useCallback, useRef, useState, type RefObject } from 'react'
import { useDismiss } from './use-dismiss'

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
  useDismiss({ active: open, onDismiss: close, insideRef: anchor, returnRef: trigger })
  return { open, toggle, close, anchorRef: anchor, triggerRef: trigger }
}
