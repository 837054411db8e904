// Back from the payment page without paying: the order is ended at once (its units go back on sale), nothing was
// charged, and the cart is as it was. Should the payment have gone through meanwhile, the shopper is told where the
// order is instead.
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { wasPaid } from '../../../lib/orders/order'
import { useCart } from '../../cart/cart-context'
import { cancelOrder } from '../api/cancel-order'
import { Notice } from './order-styles'

type Ended = { kind: 'cancelled' } | { kind: 'paid'; orderId: string; token: string }

export function CancelledNotice({ order, token }: { order?: string | undefined; token?: string | undefined }) {
  const navigate = useNavigate()
  const { count } = useCart()
  const [ended, setEnded] = useState<Ended>({ kind: 'cancelled' })
  const sent = useRef(false)
  useEffect(() => {
    if (!order || !token || sent.current) return
    sent.current = true
    void cancelOrder(order, token).then((answer) => {
      if (answer.ok && wasPaid(answer.order)) setEnded({ kind: 'paid', orderId: order, token })
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
  // Once the shopper has emptied the cart, what they kept is no longer news.
  return (
    <Notice role="status">{count > 0 ? 'Payment cancelled: nothing was charged and your cart is intact.' : 'Payment cancelled: nothing was charged.'}</Notice>
  )
}
