// The real shoppers' speed of the last days, read afresh each time the owner opens it.
import { queryOptions } from '@tanstack/react-query'
import { firstSpeedDay, summariseSpeed, type KindSummary } from '../real-speed'

export const realSpeedQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'real-speed'],
    queryFn: async (): Promise<KindSummary[]> => {
      const { fetchVitalsDocuments } = await import('../../../lib/firebase/vitals')
      const firstDay = firstSpeedDay(new Date())
      return summariseSpeed(await fetchVitalsDocuments(firstDay), firstDay)
    },
    staleTime: 0,
  })
