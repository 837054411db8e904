// An order as the shop's /api shows it to the shopper who may read it: never the hashes that guard it.
import type { Order } from '../../lib/orders/order'

export interface ShopperOrder extends Omit<Order, 'tokenHash' | 'cartHash' | 'attemptId'> {
  withdrawal: { endsAt: string | null; open: boolean }
  sendsMail?: boolean
}
