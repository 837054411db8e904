// Work that may wait: run when the browser next has nothing else to do, at the latest `timeout` ms from now; where
// requestIdleCallback is missing (Safari), after `fallbackMs`. Answers how to call it off.

export function whenIdle(task: () => void, { timeout = 5000, fallbackMs = 1000 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, fallbackMs)
  return () => clearTimeout(id)
}
