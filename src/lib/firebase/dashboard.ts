// The owners' dashboard reads: the daily totals of a span of days (a few shards a day, never the orders) and counts
// of orders in a status, which the server counts (an aggregation query) without sending the orders. Loaded through
// dynamic import() by the back office only.
import { collection, getCount, getDocs, query, where } from 'firebase/firestore/lite'
import { backendReady } from './backend-ready'
import { firestore } from './firestore'

/** Every shard of the daily totals from the day `from` to the day `to` ('yyyy-mm-dd', both included), as stored. */
export async function fetchDailyTotals(from: string, to: string): Promise<unknown[]> {
  await backendReady()
  const snapshot = await getDocs(query(collection(firestore(), 'dailyTotals'), where('day', '>=', from), where('day', '<=', to)))
  return snapshot.docs.map((document) => document.data())
}

/** How many orders are in `status`, counted by the server. */
export async function countOrdersIn(status: string): Promise<number> {
  await backendReady()
  return (await getCount(query(collection(firestore(), 'orders'), where('status', '==', status)))).data().count
}
