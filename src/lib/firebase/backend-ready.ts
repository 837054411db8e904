// In the demo build the mock backend (MSW's service worker) starts on the first Firebase call, not before the
// first page: most first visits (home, a prerendered collection) need no request at all. With a real project
// or the emulators there is nothing to wait for.
const noBackendToStart = () => Promise.resolve()
let start: () => Promise<void> = noBackendToStart
let ready: Promise<void> | undefined
let running = false

export function startBackendWith(starter: () => Promise<void>): void {
  start = starter
  ready = undefined
  running = false
}

/** Resolves once Firebase requests can be answered, starting the backend if need be. */
export function backendReady(): Promise<void> {
  ready ??= start().then(() => {
    running = true
  })
  return ready
}

/**
 * Whether a request sent now is answered without starting anything: with a real project always; in the demo once
 * its mock backend is running. A beacon sent as the page is hidden cannot wait for it to start.
 */
export function backendAnswers(): boolean {
  return running || start === noBackendToStart
}
