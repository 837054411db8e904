import { useCallback, useMemo, useState } from 'react'

export interface Disclosure {
  open: boolean
  toggle: () => void
  close: () => void
}

/** Whether a disclosure (a button that shows and hides a panel) is open. Starts closed. */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false)
  const toggle = useCallback(() => setOpen((current) => !current), [])
  const close = useCallback(() => setOpen(false), [])
  return useMemo(() => ({ open, toggle, close }), [open, toggle, close])
}
