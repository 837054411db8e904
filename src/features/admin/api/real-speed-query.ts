// The real shoppers' speed of the last days, summed and rated by the /api (GET /api/admin/speed): a few kB whatever
// the traffic. Started by the route's loader (the dashboard's, the Speed page's) beside the page's other reads; kept
// a short while so the page it was read for does not ask again as it renders.
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../orders/api/shop-api'
import { SpeedAnswer } from '../real-speed'

export const realSpeedQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'real-speed'],
    queryFn: async () => {
      const result = await callApi('/admin/speed', SpeedAnswer, { signedIn: true })
      if (!result.ok) throw new Error(result.error.message)
      return result.data.kinds
    },
    staleTime: 30_000,
  })
