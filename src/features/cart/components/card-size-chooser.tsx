// Add to Cart on the card of an item with sizes: a disclosure (ARIA APG) whose panel lists the sizes. Opening it
// moves focus to the first size in stock; Escape, a click outside or choosing a size closes it and returns focus to
// the button. A sold-out size is listed, named sold out, and not added.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { earlyClick, earlyClickRef } from '../../../lib/early-clicks'
import { useDisclosure } from '../../../lib/use-disclosure'
import { theme } from '../../../styles/theme'
import type { Item, Variant } from '../../catalog/types'
import { isSoldOut } from '../../catalog/variants'
import { useCart } from '../cart-context'
import { lineKey, lineLimit } from '../cart-reducer'
import { cartProduct } from '../cart-product'

const Anchor = styled.div`
  position: relative;
`
const FullWidth = styled(Button)`
  width: 100%;
  min-width: 0;
`
const Panel = styled.div`
  position: absolute;
  bottom: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: 5;
  padding: 0.75rem;
  border: 1px solid ${theme.color.text};
  background: ${theme.color.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  p {
    margin: 0 0 0.5rem;
    font-weight: ${theme.font.weight.bold};
  }
`
const Message = styled.div`
  margin-top: 0.5rem;
  &:empty {
    margin-top: 0;
  }
`
const Sizes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    border: 1px solid ${theme.color.text};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:hover:not([aria-disabled]) {
    background: ${theme.color.text};
    color: ${theme.color.onAccent};
  }
  button[aria-disabled] {
    border-color: ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`

export function CardSizeChooser({ item, variant, describedBy }: { item: Item & { sizes: string[] }; variant: Variant; describedBy: string }) {
  // The whole cart, not only the dispatcher: a size whose units left are all in the cart is not added, and the
  // chooser says so.
  const { cartItems, dispatch } = useCart()
  const [message, setMessage] = useState('')
  const { open, toggle, close } = useDisclosure()
  const panelId = useId()
  const titleId = useId()
  const anchor = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const sizes = anchor.current?.querySelectorAll<HTMLButtonElement>(`#${CSS.escape(panelId)} button`) ?? []
    ;([...sizes].find((size) => !size.hasAttribute('aria-disabled')) ?? sizes[0])?.focus()
    const shut = (refocus: boolean) => {
      close()
      if (refocus) button.current?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') shut(true)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) shut(false)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close, panelId])

  return (
    <Anchor ref={anchor}>
      {open && (
        <Panel id={panelId} role="group" aria-labelledby={titleId}>
          <p id={titleId}>
            Choose a size<VisuallyHidden> for {item.name}</VisuallyHidden>
          </p>
          <Sizes>
            {item.sizes.map((size) => {
              const soldOut = isSoldOut(item, { ...variant, size })
              return (
                <li key={size}>
                  <button
                    type="button"
                    aria-label={soldOut ? `${size}, sold out` : `Size ${size}`}
                    aria-disabled={soldOut || undefined}
                    onClick={() => {
                      if (soldOut) return setMessage(`Size ${size} is sold out.`)
                      const line = cartProduct(item, { ...variant, size })
                      const inCart = cartItems.find((candidate) => lineKey(candidate) === lineKey(line))?.quantity ?? 0
                      if (inCart >= lineLimit(line)) return setMessage(`All ${inCart} left in size ${size} are in your cart.`)
                      dispatch({ type: 'add', item: line })
                      close()
                      button.current?.focus()
                    }}
                  >
                    {size}
                  </button>
                </li>
              )
            })}
          </Sizes>
          <Message role="status">{message}</Message>
        </Panel>
      )}
      <FullWidth
        ref={(element) => {
          earlyClickRef(element)
          button.current = element
        }}
        type="button"
        variant="inverted"
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...earlyClick(`add:${item.id}`)}
        onClick={() => {
          setMessage('')
          toggle()
        }}
      >
        Add to Cart
      </FullWidth>
    </Anchor>
  )
}
