// The demo's service worker is registered by the first page that needs the mock backend, and claims the pages open
// when it activates. A page loaded while the worker was still installing (a phone busy with the page before, a
// shopper quick to follow a link) starts uncontrolled; MSW reloads such a page at once to be sure of the worker, and
// that reload cancels whatever the shopper was doing meanwhile, a link just followed included. Such a page is
// claimed a moment later anyway: it waits for that, and MSW reloads only a page no worker on its way will claim.

/** How long a page waits for a worker on its way to claim it. */
export const CLAIM_PATIENCE_MS = 10_000

/** Resolves once the page is controlled, or after `timeoutMs`. */
export function whenControlled(container: ServiceWorkerContainer, timeoutMs = CLAIM_PATIENCE_MS): Promise<void> {
  if (container.controller) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      container.removeEventListener('controllerchange', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    container.addEventListener('controllerchange', done)
  })
}

/**
 * Whether a worker of this page's registration is on its way to activating (installing, installed and waiting, or
 * activating), and so will claim the page.
 */
export function workerOnItsWay(registration: ServiceWorkerRegistration | undefined): boolean {
  if (!registration) return false
  return Boolean(registration.installing ?? registration.waiting) || registration.active?.state === 'activating'
}

/** Before MSW looks: an uncontrolled page whose worker is on its way waits to be claimed instead of being reloaded. */
export async function claimedIfOnItsWay(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container || container.controller) return
  const registration = await container.getRegistration().catch(() => undefined)
  if (workerOnItsWay(registration)) await whenControlled(container)
}
