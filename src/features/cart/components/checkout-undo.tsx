import styled from '@emotion/styled'
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type RefObject } from 'react'
import { outlinedButton } from '../../../components/button'
import { theme } from '../../../styles/theme'
import { lineName } from '../cart-line'
import { lineKey } from '../../../lib/catalog/variant'
import type { CartItem } from '../cart-reducer'

/** A line just taken out of the cart: where it was, and which of its buttons took it out. */
export interface RemovedLine {
  line: CartItem
  index: number
  via: 'remove' | 'decrease'
}

/** How long the undo stays once the shopper has left it alone: time to notice the mistake, not to clutter the page. */
export const UNDO_MS = 8000

const Region = styled.div`
  max-width: 55rem;
  margin: 0 auto;
`
const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  p {
    margin: 0;
    overflow-wrap: break-word;
  }
  button {
    ${outlinedButton}
  }
`

/** Keyboard focus: a pointer's click focuses the button too, but should not keep the notice forever. */
const hasKeyboardFocus = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

interface CheckoutUndoProps {
  removed: RemovedLine | null
  button: RefObject<HTMLButtonElement | null>
  onUndo: (removed: RemovedLine) => void
  /** The time is up; `hadFocus` says the focus was in the notice, which is about to go. */
  onExpire: (removed: RemovedLine, hadFocus: boolean) => void
}

/**
 * The undo for the line removed last, announced politely. The region is always in the page, so that screen readers
 * track it.
 */
export function CheckoutUndo(props: CheckoutUndoProps) {
  const { removed } = props
  return <Region role="status">{removed && <Notice key={`${lineKey(removed.line)}@${removed.index}`} {...props} removed={removed} />}</Region>
}

/** Stays while a pointer is over it or the keyboard is in it, and goes UNDO_MS after. */
function Notice({ removed, button, onUndo, onExpire }: CheckoutUndoProps & { removed: RemovedLine }) {
  const [hovered, setHovered] = useState(false)
  const [keyboard, setKeyboard] = useState(false)
  const held = hovered || keyboard
  const box = useRef<HTMLDivElement>(null)
  const expire = useEffectEvent(() => {
    const active = document.activeElement
    onExpire(removed, active !== null && box.current?.contains(active) === true)
  })
  useEffect(() => {
    if (held) return
    const timer = setTimeout(expire, UNDO_MS)
    return () => clearTimeout(timer)
  }, [held])

  const name = lineName(removed.line)
  const quantity = removed.line.quantity > 1 ? ` (${removed.line.quantity})` : ''
  return (
    <Box
      ref={box}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event: FocusEvent) => setKeyboard(hasKeyboardFocus(event.target))}
      onBlur={() => setKeyboard(false)}
    >
      <p>
        Removed {name}
        {quantity} from your cart.
      </p>
      <button ref={button} type="button" aria-label={`Undo removing ${name}`} onClick={() => onUndo(removed)}>
        Undo
      </button>
    </Box>
  )
}
