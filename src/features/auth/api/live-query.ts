// Queries answered by a live listener rather than by a request: the query's first fetch starts the listener and is
// answered by its first snapshot, and every later snapshot is written into the cache, so route loaders and
// components read live documents the way they read anything else. A fetch while the listener runs answers what the
// cache holds. The listener stops when its query leaves the cache (signing out removes the user's queries; a page's
// query goes some time after the page) or when it fails.
import { hashKey, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query'

type Stop = () => void
/** Starts a listener: `next` with each value, `fail` when it ends with an error. */
export type Follow<T> = (next: (value: T) => void, fail: (error: Error) => void) => Promise<Stop>

const following = new Map<string, Stop>()
const watched = new WeakSet<QueryClient>()

function stopWhenRemoved(client: QueryClient): void {
  if (watched.has(client)) return
  watched.add(client)
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') following.get(event.query.queryHash)?.()
  })
}

export function liveQueryFn<T>(follow: Follow<T>) {
  return ({ client, queryKey }: QueryFunctionContext): Promise<T> => {
    const hash = hashKey(queryKey)
    const cached = client.getQueryData<T>(queryKey)
    if (following.has(hash) && cached !== undefined) return Promise.resolve(cached)
    following.get(hash)?.()
    stopWhenRemoved(client)
    return new Promise<T>((resolve, reject) => {
      let answered = false
      let stopped = false
      let unsubscribe: Stop | undefined
      const stop = () => {
        stopped = true
        if (following.get(hash) === stop) following.delete(hash)
        unsubscribe?.()
      }
      following.set(hash, stop)
      const next = (value: T) => {
        if (stopped) return
        if (answered) client.setQueryData(queryKey, value)
        else resolve(value)
        answered = true
      }
      const fail = (error: Error) => {
        if (stopped) return
        stop()
        if (!answered) reject(error)
        // Read again: the query shows the failure, with the query's own retries, and starts a new listener.
        else void client.invalidateQueries({ queryKey, exact: true })
        answered = true
      }
      follow(next, fail).then(
        (unsubscribeNow) => {
          unsubscribe = unsubscribeNow
          if (stopped) unsubscribeNow()
        },
        (error: Error) => fail(error),
      )
    })
  }
}
