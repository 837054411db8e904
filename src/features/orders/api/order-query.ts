// One order, read with what proves the shopper's claim to it: the payment session id the success page returns
// with, or a guest's private token. While its payment is being confirmed the success page asks again.
import { queryOptions } from '@tanstack/react-query'
import { OrderAnswer } from '../shopper-order-schema'
import { callApi, UNREADABLE_CODE } from './shop-api'

export interface OrderClaim {
  sessionId?: string | undefined
  token?: string | undefined
}

export class OrderNotFound extends Error {}

/** The order's document is not one the page can show: asking again would not change it. */
class OrderUnreadable extends Error {}

export const orderQueryOptions = (orderId: string, claim: OrderClaim, signedIn = false) =>
  queryOptions({
    queryKey: ['orders', orderId, claim],
    queryFn: async () => {
      // In headers, not the query string: request logs keep addresses, and these open the order.
      const headers: Record<string, string> = {}
      if (claim.sessionId) headers['X-Checkout-Session'] = claim.sessionId
      if (claim.token) headers['X-Order-Token'] = claim.token
      const result = await callApi(`/orders/${encodeURIComponent(orderId)}`, OrderAnswer, { signedIn, headers })
      if (result.ok) return result.data.order
      if (result.error.code === UNREADABLE_CODE) throw new OrderUnreadable(`Order ${orderId} is not in a shape the shop can show`)
      if (result.status === 404) throw new OrderNotFound(result.error.message)
      throw new Error(result.error.message)
    },
    retry: (failures, error) => !(error instanceof OrderNotFound || error instanceof OrderUnreadable) && failures < 2,
    staleTime: 0,
  })
