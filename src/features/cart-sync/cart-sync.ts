// A signed-in shopper's cart kept with their account. The device's cart stays the one the shop shows (localStorage
// 'root'; other tabs follow it at once); this keeps users/{uid}'s `cart` and it in step:
// - a change on the device is saved to the account a moment later (changes close together make one write, and
//   writes are at least MIN_GAP_MS apart), in a transaction that merges it with the account's lines as they are
//   then, line by line (merge-carts.ts): a line another device saved meanwhile is kept;
// - a change of the account (another device) arrives by the user document's listener and is merged into the
//   device's cart, with no write;
// - the first time a device meets the account (sign-in), the two carts are summed, capped by stock, and the
//   shopper is told what changed.
// A save records the lines it sends before it commits (device-base.ts), so a page closed between the commit and the
// record never counts them twice.
// One step runs at a time on a device, whichever tab (the Web Locks API; one tab's own queue where it is missing),
// and each reads the base of the merge afresh, so no change is counted twice.
import type { QueryClient } from '@tanstack/react-query'
import { sameLines, storedLines, accountLinesFrom, type AccountLine } from '../../lib/account-cart'
import { lineKey } from '../../lib/catalog/variant'
import type { CartItem } from '../cart/cart-reducer'
import { accountLinesOf, mergeCarts, mergeMessage, quantitiesOf, type MergeResult, type ShopLine } from './merge-carts'
import { waitAtMost } from '../../lib/firebase/before-sign-out'
import { readBase, readPending, writeBase, writePending } from './device-base'
import { shopLines } from './shop-lines'

/** How long the device's cart stays unchanged before it is saved: a few quick taps are one write. */
const QUIET_MS = 300
/** The least time between two writes of the user document (Firestore takes about one a second per document). */
const MIN_GAP_MS = 1000
/** How long signing out waits for the last change to be saved. */
const LEAVE_PATIENCE_MS = 3000

interface CartSyncOptions {
  uid: string
  queryClient: QueryClient
  /** The device's cart now, another tab's last change included. */
  deviceCart: () => readonly CartItem[]
  /** Changes the device's cart from what it holds at that moment. */
  apply: (merge: (cartItems: readonly CartItem[]) => readonly CartItem[]) => void
  /** Tells the shopper what a merge changed. */
  tell: (message: string) => void
  /** Whether `uid` is still the account signed in. */
  signedIn: () => Promise<boolean>
}

export interface CartSync {
  /** The account's lines, as its listener reports them. */
  accountChanged: (lines: AccountLine[]) => void
  /** The device's cart changed. */
  deviceChanged: () => void
  /** Before signing out: saves the last change, then, once signed out, takes the saved lines off the device. */
  leave: () => Promise<(signedOut: boolean) => void>
  stop: () => void
}

let queue: Promise<unknown> = Promise.resolve()

/** One step at a time on this device: every tab's, where the browser has Web Locks; this tab's otherwise. */
function oneAtATime(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('cart-account', task).then(() => undefined)
  const run = queue.then(task, task)
  queue = run.catch(() => {})
  return run
}

const keysOf = (...carts: readonly (readonly (CartItem | AccountLine)[])[]): string[] => carts.flatMap((cart) => [...quantitiesOf(cart).keys()])

export function createCartSync({ uid, queryClient, deviceCart, apply, tell, signedIn }: CartSyncOptions): CartSync {
  let account: AccountLine[] | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let lastWrite = 0

  /** Merges the device's cart with the account's: with no write when only the account changed. */
  async function step(): Promise<void> {
    if (stopped || !account || !(await signedIn())) return
    // A save that reached the account while the page closed before this device's record did: what it saved is the
    // base, or the lines it added would be counted again.
    const pending = readPending(uid)
    const baseFor = (now: readonly AccountLine[]) => (pending && sameLines(now, pending) ? pending : readBase(uid))
    const base = baseFor(account)
    const device = deviceCart()
    const deviceLines = accountLinesOf(device)
    // Two empty carts meeting: nothing to merge or save, and no transaction to send.
    if (!base && deviceLines.length === 0 && account.length === 0) {
      writeBase(uid, [])
      return
    }
    if (base && sameLines(deviceLines, base)) {
      const now = account
      if (sameLines(now, base)) {
        // The save under way when the page closed is done: the record says so now.
        if (base === pending) writeBase(uid, now)
        return
      }
      const shopLine = await shopLines(queryClient, keysOf(device, now))
      if (stopped) return
      const merged = mergeCarts(quantitiesOf(base), device, now, shopLine)
      writeBase(uid, now)
      apply((current) => mergeCarts(quantitiesOf(base), current, now, shopLine).items)
      say(merged, false)
      return
    }
    let outcome: { merged: MergeResult; shopLine: ShopLine } | undefined
    const { changeCart } = await import('../../lib/firebase/user-documents')
    let first = base === null
    await changeCart(uid, async (stored) => {
      const now = accountLinesFrom(stored)
      const known = baseFor(now)
      first = known === null
      const shopLine = await shopLines(queryClient, keysOf(device, now))
      const merged = mergeCarts(known && quantitiesOf(known), device, now, shopLine)
      outcome = { merged, shopLine }
      const lines = accountLinesOf(merged.items)
      if (sameLines(lines, now)) return null
      writePending(uid, lines)
      return storedLines(lines)
    })
    lastWrite = Date.now()
    if (!outcome || stopped) return
    const { merged, shopLine } = outcome
    const saved = accountLinesOf(merged.items)
    writeBase(uid, saved)
    // A tap made while the account answered is kept, and saved by the next step.
    apply((current) => mergeCarts(quantitiesOf(device), current, saved, shopLine).items)
    say(merged, first)
  }

  function say(merged: MergeResult, first: boolean): void {
    const message = mergeMessage(merged, first)
    if (message) tell(message)
  }

  const run = () =>
    oneAtATime(step).catch((error: unknown) => {
      // Tried again with the next change, the next snapshot, or when the browser is back online.
      if (!stopped) console.error('The cart could not be kept in step with the account', error)
    })

  function schedule(delay: number): void {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void run(), delay)
  }

  const onOnline = () => schedule(0)
  window.addEventListener('online', onOnline)

  function stop(): void {
    stopped = true
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
  }

  return {
    accountChanged(lines) {
      account = lines
      schedule(0)
    },
    deviceChanged() {
      schedule(Math.max(QUIET_MS, lastWrite + MIN_GAP_MS - Date.now()))
    },
    async leave() {
      clearTimeout(timer)
      await waitAtMost(run(), LEAVE_PATIENCE_MS)
      stopped = true
      return (signedOut) => {
        if (!signedOut) {
          stopped = false
          return
        }
        stop()
        const base = readBase(uid)
        writeBase(uid, null)
        // What the account keeps leaves the device (a shared computer shows the next person nothing of it); a line
        // not saved yet stays.
        const saved = quantitiesOf(base ?? [])
        apply((current) => current.filter((line) => saved.get(lineKey(line)) !== line.quantity))
      }
    },
    stop,
  }
}
