// Add to Cart on a card whose list has not chosen the item's size or colour (cardAsks): a disclosure (ARIA APG)
// whose panel asks for what is missing. A size is added when tapped, in the colour the list chose or the one pressed
// above the sizes; a colour, when the sizes need no asking, likewise. Opening it moves focus to the first option in
// stock (or the colour pressed); adding closes it and returns focus to the button, and it is dismissed as every
// panel of the shop is (useDismissablePanel). A sold-out option is listed, named sold out, and not added.
import { useEffect, useId, useState } from 'react'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { useDismissablePanel } from '../../../lib/use-dismissable-panel'
import type { Item } from '../../../lib/catalog/catalog-schema'
import type { Variant } from '../../catalog/types'
import { choiceLabel } from '../../../lib/catalog/variant'
import { colorOf, isOptionSoldOut, isSoldOut } from '../../catalog/variant-display'
import { cardAsks, startColor } from '../card-choice'
import { useCart } from '../cart-context'
import { CART_FULL_NOTE, cartRoom, lineRoom, quantityInCart } from '../cart-reducer'
import { cartProduct } from '../cart-product'
import { Anchor, FullWidth, Message, Options, Panel } from './card-chooser-styles'

/** 'Choose a colour and size', 'Choose a size in Navy', 'Choose a colour in size M'. */
function title(item: Item, choice: Variant, asks: { color: boolean; size: boolean }): string {
  if (asks.color) return asks.size ? 'Choose a colour and size' : `Choose a colour${choice.size !== undefined ? ` in size ${choice.size}` : ''}`
  const color = (item.colors?.length ?? 0) > 1 ? colorOf(item, choice.color) : undefined
  return `Choose a size${color ? ` in ${color.name}` : ''}`
}

export function CardOptionsChooser({ item, choice, describedBy }: { item: Item; choice: Variant; describedBy: string }) {
  // The whole cart, not only the dispatcher: a variant whose units left are all in the cart is not added, and the
  // chooser says so.
  const { cartItems, dispatch } = useCart()
  const asks = cardAsks(item, choice)
  const [color, setColor] = useState(() => startColor(item, choice))
  const [message, setMessage] = useState('')
  const { open, toggle, close, anchorRef, triggerRef } = useDismissablePanel()
  const panelId = useId()
  const titleId = useId()
  const colorsId = useId()
  const sizesId = useId()

  // Opening moves focus into the panel: to the colour pressed, else the first option in stock.
  useEffect(() => {
    if (!open) return
    const options = [...(anchorRef.current?.querySelectorAll<HTMLButtonElement>(`#${CSS.escape(panelId)} button`) ?? [])]
    ;(
      options.find((option) => option.getAttribute('aria-pressed') === 'true') ??
      options.find((option) => !option.hasAttribute('aria-disabled')) ??
      options[0]
    )?.focus()
  }, [open, panelId, anchorRef])

  const add = (variant: Variant) => {
    const name = choiceLabel(item, variant)
    if (isSoldOut(item, variant)) return setMessage(`${name} is sold out.`)
    const line = cartProduct(item, variant)
    const inCart = quantityInCart(cartItems, line)
    if (lineRoom(line, inCart) < 1) return setMessage(`All ${inCart} left of ${name} are in your cart.`)
    if (cartRoom(cartItems) < 1) return setMessage(CART_FULL_NOTE)
    dispatch({ type: 'add', item: line })
    close()
    triggerRef.current?.focus()
  }
  const withColor = (colorId: string | undefined): Variant => (colorId !== undefined ? { color: colorId } : {})

  return (
    <Anchor ref={anchorRef}>
      {open && (
        <Panel id={panelId} role="group" aria-labelledby={titleId}>
          <p id={titleId}>
            {title(item, choice, asks)}
            <VisuallyHidden> for {item.name}</VisuallyHidden>
          </p>
          {asks.color && (
            <>
              {asks.size && <p id={colorsId}>Colour</p>}
              <Options {...(asks.size ? { 'aria-labelledby': colorsId } : { 'aria-label': 'Colours' })}>
                {item.colors?.map((option) => {
                  const soldOut = isOptionSoldOut(item, 'color', option.id, choice)
                  return (
                    <li key={option.id}>
                      <button
                        type="button"
                        aria-label={soldOut ? `${option.name}, sold out` : option.name}
                        aria-disabled={soldOut || undefined}
                        {...(asks.size ? { 'aria-pressed': option.id === color } : {})}
                        onClick={() => {
                          setMessage('')
                          if (!asks.size) add({ ...choice, color: option.id })
                          else if (soldOut) setMessage(`${option.name} is sold out.`)
                          else setColor(option.id)
                        }}
                      >
                        {option.name}
                      </button>
                    </li>
                  )
                })}
              </Options>
            </>
          )}
          {asks.size && (
            <>
              {asks.color && <p id={sizesId}>Size</p>}
              <Options {...(asks.color ? { 'aria-labelledby': sizesId } : { 'aria-label': 'Sizes' })}>
                {item.sizes?.map((size) => {
                  const soldOut = isOptionSoldOut(item, 'size', size, { ...choice, ...withColor(color) })
                  return (
                    <li key={size}>
                      <button
                        type="button"
                        aria-label={soldOut ? `${size}, sold out` : `Size ${size}`}
                        aria-disabled={soldOut || undefined}
                        onClick={() => add({ size, ...withColor(color) })}
                      >
                        {size}
                      </button>
                    </li>
                  )
                })}
              </Options>
            </>
          )}
          <Message role="status">{message}</Message>
        </Panel>
      )}
      <FullWidth
        item={item}
        place="card"
        ref={triggerRef}
        variant="inverted"
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
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
