// In the demo build the mock backend (MSW's service worker) starts while the first page renders, instead of
// before: only Firebase calls wait for it. With a real project or the emulators this is always resolved.
let ready: Promise<void> = Promise.resolve()

export function setBackendReady(starting: Promise<void>): void {
  ready = starting
}

/** Resolves once Firebase requests can be answered. */
export function backendReady(): Promise<void> {
  return ready
}
