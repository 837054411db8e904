// Back from the payment page without paying: nothing was charged, the cart is as it was, and its units stay held
// for the shopper until the order's time runs out.
import { useState } from 'react'
import { heldUntil } from '../attempt'
import { Notice } from './order-styles'

export function CancelledNotice() {
  // Read once, when the shopper arrives: the notice tells them what they came back to.
  const [time] = useState(() => {
    const until = heldUntil()
    return until && until.getTime() > Date.now() ? until.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : null
  })
  return (
    <Notice role="status">
      Payment cancelled: nothing was charged and your cart is intact.{' '}
      {time ? `Its items are held for you until ${time}.` : 'Its items are held for you for a while.'}
    </Notice>
  )
}
