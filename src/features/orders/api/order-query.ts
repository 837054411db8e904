// One order, read with what proves the shopper's claim to it: the payment session id the success page returns
// with, or a guest's private token. While its payment is being confirmed the success page asks again.
import { queryOptions } from '@tanstack/react-query'
import type { ShopperOrder } from '../shopper-order'
import { callApi } from './shop-api'

export interface OrderClaim {
  sessionId?: string | undefined
  token?: string | undefined
}

export class OrderNotFound extends Error {}

export const orderQueryOptions = (orderId: string, claim: OrderClaim, signedIn = false) =>
  queryOptions({
    queryKey: ['orders', orderId, claim],
    queryFn: async () => {
      const search = new URLSearchParams()
      if (claim.sessionId) search.set('session_id', claim.sessionId)
      if (claim.token) search.set('token', claim.token)
      const result = await callApi<{ order: ShopperOrder }>(`/orders/${encodeURIComponent(orderId)}?${search}`, { signedIn })
      if (result.ok) return result.data.order
      if (result.status === 404) throw new OrderNotFound(result.error.message)
      throw new Error(result.error.message)
    },
    retry: (failures, error) => !(error instanceof OrderNotFound) && failures < 2,
    staleTime: 0,
  })
