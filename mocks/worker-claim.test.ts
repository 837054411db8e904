import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLAIM_PATIENCE_MS, claimedIfOnItsWay, workerOnItsWay } from './worker-claim'

/** A page's service worker container: uncontrolled until `claim()`, with `registration` its registration. */
function page(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const container = new EventTarget() as EventTarget & { controller: object | null; getRegistration: () => Promise<unknown> }
  container.controller = null
  container.getRegistration = () => Promise.resolve(registration)
  const claim = () => {
    container.controller = {}
    container.dispatchEvent(new Event('controllerchange'))
  }
  return { container: container as unknown as ServiceWorkerContainer, claim }
}

const worker = (state: ServiceWorkerState) => ({ state }) as ServiceWorker

afterEach(() => vi.useRealTimers())

describe('workerOnItsWay', () => {
  it('is a worker installing, waiting or activating; not an activated one, nor none', () => {
    expect(workerOnItsWay({ installing: worker('installing'), waiting: null, active: null } as ServiceWorkerRegistration)).toBe(true)
    expect(workerOnItsWay({ installing: null, waiting: worker('installed'), active: null } as ServiceWorkerRegistration)).toBe(true)
    expect(workerOnItsWay({ installing: null, waiting: null, active: worker('activating') } as ServiceWorkerRegistration)).toBe(true)
    expect(workerOnItsWay({ installing: null, waiting: null, active: worker('activated') } as ServiceWorkerRegistration)).toBe(false)
    expect(workerOnItsWay(undefined)).toBe(false)
  })
})

describe('claimedIfOnItsWay', () => {
  it('waits for the claim of a worker on its way, and goes on once claimed', async () => {
    const { container, claim } = page({ installing: worker('installing'), waiting: null, active: null })
    let done = false
    const waiting = claimedIfOnItsWay(container).then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    claim()
    await waiting
    expect(container.controller).not.toBeNull()
  })

  it('goes on at once for a controlled page, a page with no registration, and one whose worker is active already', async () => {
    const controlled = page(undefined)
    controlled.claim()
    for (const container of [
      controlled.container,
      page(undefined).container,
      page({ installing: null, waiting: null, active: worker('activated') }).container,
    ]) {
      vi.useFakeTimers()
      let done = false
      const going = claimedIfOnItsWay(container).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(done).toBe(true)
      await going
      vi.useRealTimers()
    }
  })

  it('gives up after CLAIM_PATIENCE_MS, leaving the page to MSW', async () => {
    vi.useFakeTimers()
    const { container } = page({ installing: null, waiting: worker('installed'), active: null })
    let done = false
    const waiting = claimedIfOnItsWay(container).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(CLAIM_PATIENCE_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(container.controller).toBeNull()
  })

  it('goes on without a service worker container (an insecure page)', async () => {
    await expect(claimedIfOnItsWay(undefined)).resolves.toBeUndefined()
  })
})
