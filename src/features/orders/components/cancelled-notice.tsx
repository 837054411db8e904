// Back from the payment page without paying: the order is ended at once (its units go back on sale), nothing was
// charged, and the cart is as it was. Should the payment have gone through meanwhile, the shopper is told where the
// order is instead; should the payment page have ended because its session ran out, the shopper is told that.
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { wasPaid } from '../../../lib/orders/order'
import { useCart } from '../../cart/cart-context'
import { cancelOrder } from '../api/cancel-order'
import { Notice } from './order-styles'

type Ended = { kind: 'asking' } | { kind: 'cancelled' } | { kind: 'expired' } | { kind: 'paid'; orderId: string; token: string }

export function CancelledNotice({ order, token }: { order?: string | undefined; token?: string | undefined }) {
  const navigate = useNavigate()
  const { count } = useCart()
  // With the order in the address, the shop is asked how it ended before anything is said.
  const [ended, setEnded] = useState<Ended>(order && token ? { kind: 'asking' } : { kind: 'cancelled' })
  const sent = useRef(false)
  useEffect(() => {
    if (!order || !token || sent.current) return
    sent.current = true
    void cancelOrder(order, token).then((answer) => {
      if (answer.ok && wasPaid(answer.order)) setEnded({ kind: 'paid', orderId: order, token })
      else setEnded({ kind: answer.ok && answer.order.status === 'expired' ? 'expired' : 'cancelled' })
      // The token has done its job: it does not stay in the address bar or the history.
      void navigate({ to: '/checkout', search: { cancelled: 1 }, replace: true })
    })
  }, [order, token, navigate])
  if (ended.kind === 'paid') {
    return (
      <Notice role="status">
        Your payment went through after all.{' '}
        <Link to="/orders/$orderId" params={{ orderId: ended.orderId }} search={{ token: ended.token }}>
          See your order
        </Link>
      </Notice>
    )
  }
  if (ended.kind === 'asking') return null
  // Once the shopper has emptied the cart, what they kept is no longer news.
  const ending = ended.kind === 'expired' ? 'The payment session expired' : 'Payment cancelled'
  return <Notice role="status">{count > 0 ? `${ending}: nothing was charged and your cart is intact.` : `${ending}: nothing was charged.`}</Notice>
}
