// The one Add to Cart button of the shop, on a card or on a product page: the shop's button, and a tap on it before
// the app is live is not lost (the prerendered page records it, and the app replays it once this button is live).
// What it adds, what it says and how it looks are its user's.
import type { ComponentProps, Ref } from 'react'
import { Button } from '../../../components/button'
import type { Item } from '../../../lib/catalog/catalog-schema'
import { keepsEarlyTap } from '../../../prerender/live'

interface AddButtonProps extends Omit<ComponentProps<typeof Button>, 'type' | 'ref'> {
  item: Item
  /** A card's button and the product page's are told apart: a tap is replayed on the same button. */
  place: 'card' | 'page'
  ref?: Ref<HTMLButtonElement>
}

export function AddButton({ item, place, ref, ...props }: AddButtonProps) {
  const earlyTap = keepsEarlyTap(`${place === 'card' ? 'add' : 'product'}:${item.id}`)
  const withRef = (element: HTMLButtonElement | null) => {
    earlyTap.ref(element)
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }
  return <Button type="button" {...props} {...earlyTap} ref={ref ? withRef : earlyTap.ref} />
}
