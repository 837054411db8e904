// Once a prerendered page is hydrated, the taps its inline script recorded on marked controls (./early-taps.ts) are
// made again, one after another. Most visits have none: the app loads this module only for one that has.
import type { AppRouter } from '../app/router'
import { nextTask } from '../lib/next-task'
import { EARLY_TAP_ATTRIBUTE, TAP_LIVE_ATTRIBUTE, onTapTargetLive } from './live'

/** The marked control for `key`, if the page has one. */
const controlFor = (root: HTMLElement, key: string) =>
  [...root.querySelectorAll<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`)].find((element) => element.getAttribute(EARLY_TAP_ATTRIBUTE) === key)

/**
 * Taps a live control as the shopper did. A radio is the one control whose tap the browser already carried out
 * before the app ran (it shows checked, and hydration kept that): a tap on it only ever checks it, so it is
 * unchecked first, and the click checks it again as the shopper's did, which the app hears as a change.
 */
function tap(control: HTMLElement): void {
  if (control instanceof HTMLInputElement && control.type === 'radio' && !control.disabled) {
    control.checked = false
    control.click()
  } else if (control instanceof HTMLButtonElement && !control.disabled) control.click()
}

/** Resolves when `listen` signals (never at once), or after `timeoutMs`; either way it stops listening. */
function signalOrTimeout(listen: (signal: () => void) => () => void, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    const stop = listen(done)
    function done() {
      stop()
      clearTimeout(timer)
      resolve()
    }
  })
}

export interface ReplayOptions {
  /** How long to wait for the controls to be live before replaying those that are. */
  timeoutMs?: number
  /**
   * Resolves once the page has taken in a tap (its state rendered, its navigation done): each tap is replayed on
   * the page as the one before left it, as a shopper's next tap would be.
   */
  settled?: () => Promise<void>
}

/**
 * Taps the controls again, in order, as soon as every one of them is live (hydrated: React hydrates a page in parts,
 * and drops a click on a part it has not hydrated yet), or after `timeoutMs` those that are. A key no longer on the
 * page, or a disabled control, is skipped.
 */
export function replayEarlyTaps(root: HTMLElement, keys: readonly string[], { timeoutMs = 5000, settled = nextTask }: ReplayOptions = {}): Promise<void> {
  const live = (key: string) => controlFor(root, key)?.hasAttribute(TAP_LIVE_ATTRIBUTE) ?? true
  // A control becomes live while React commits its part of the page: look again once that commit is over.
  const whenLive = keys.every(live)
    ? Promise.resolve()
    : signalOrTimeout(
        (signal) =>
          onTapTargetLive(() =>
            setTimeout(() => {
              if (keys.every(live)) signal()
            }),
          ),
        timeoutMs,
      )
  return whenLive.then(async () => {
    for (const key of keys) {
      // Found again each time: the tap before may have changed the page.
      const control = controlFor(root, key)
      if (!control?.hasAttribute(TAP_LIVE_ATTRIBUTE)) continue
      tap(control)
      await settled()
    }
  })
}

/**
 * Resolves once a replayed tap has been taken in: its own updates are rendered by the next task, and a navigation it
 * started (a product page's size is in its address) once the router has rendered it, or after `timeoutMs`.
 */
export function routerSettled(router: AppRouter, timeoutMs = 2000): Promise<void> {
  return nextTask().then(() => (router.state.status === 'idle' ? undefined : signalOrTimeout((signal) => router.subscribe('onResolved', signal), timeoutMs)))
}
