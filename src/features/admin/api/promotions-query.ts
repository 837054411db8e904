// The owners' promotion codes, newest window first; a document the code cannot read is left out. Always read afresh:
// checkouts change their counts.
import { queryOptions } from '@tanstack/react-query'
import { readPromotion, type Promotion } from '../../../lib/orders/promotion'

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'promotions'],
    queryFn: async (): Promise<Promotion[]> => {
      const { fetchPromotions } = await import('../../../lib/firebase/promotions')
      const codes = (await fetchPromotions()).flatMap((data) => readPromotion(data) ?? [])
      return codes.sort((a, b) => b.startsAt.localeCompare(a.startsAt) || a.code.localeCompare(b.code))
    },
    staleTime: 0,
  })
