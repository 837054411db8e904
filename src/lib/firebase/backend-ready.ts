// In the demo build the mock backend (MSW's service worker) starts on the first Firebase call, not before the
// first page: most first visits (home, a prerendered collection) need no request at all. With a real project
// or the emulators there is nothing to wait for.
let start: () => Promise<void> = () => Promise.resolve()
let ready: Promise<void> | undefined

export function startBackendWith(starter: () => Promise<void>): void {
  start = starter
  ready = undefined
}

/** Resolves once Firebase requests can be answered, starting the backend if need be. */
export function backendReady(): Promise<void> {
  ready ??= start()
  return ready
}
