// The per-client limits on new checkouts, counted in the store (`limits/<key>-<window>`) in one transaction for all
// the caller's counts, so concurrent requests on any instance see each other's. Clients never read or write these
// documents (firestore.rules); `expiresAt` lets a TTL policy delete them once their window is over.
//
// - A signed-in shopper: their account, CHECKOUTS_PER_WINDOW checkouts open at once.
// - A guest: their browser's checkout pass, CHECKOUTS_PER_WINDOW checkouts open at once, so the other people behind
//   their address never lock them out; and their address block, UNITS_PER_ADDRESS units held in all, so a stranger
//   who rotates passes holds no more than one shopper could. A guest without a valid pass is given one with the
//   checkout (at most PASSES_PER_ADDRESS new ones per address and window); only its hash is stored, in `checkoutPasses/`.
// What is counted is what abuse costs: units held. A checkout that has ended (cancelled, replaced by the shopper's
// next, expired, failed or paid) holds none, so it counts no more, and a shopper who changes their mind is never told
// to wait; every checkout started still counts against STARTS_PER_WINDOW, as each opened a payment page. Whether the
// counted ones ended is read only when a count is full, so a shopper's usual checkout reads nothing more.
import { admitCheckout, admitUnits, checkoutWindow, tooManyCheckoutsMessage, type CheckoutWindow, type CountedBy } from '../orders/checkout-window'
import { CHECKOUT_WINDOW_MS, PASSES_PER_ADDRESS, UNITS_PER_ADDRESS } from '../orders/checkout-limits'
import { addressBlock, countKey, forwardedClient } from '../orders/client-key'
import { newOrderToken, sha256Hex } from '../orders/guest-token'
import { awaitsPayment } from '../orders/order'
import { apiError, type ApiRequest, type ApiResponse } from './http'
import { readOrder, readOrders } from './order-store'
import type { Deps, DocumentData, Transaction } from './ports'

/** How long a guest's checkout pass lasts: the browser keeps it, so it is a returning guest's count too. */
const PASS_DAYS = 90
const PASS_FORMAT = /^[A-Za-z0-9_-]{43}$/

interface Count {
  window: CheckoutWindow
  by: CountedBy
  /** Counted in checkouts (their attempt ids, up to `most`), or in units. */
  kind: 'checkouts' | 'units'
  most?: number
}

type Refused = { count: Count; seconds: number; stored: DocumentData | undefined }

const attemptsIn = (data: DocumentData | undefined): string[] => (Array.isArray(data?.attempts) ? data.attempts.map(String) : [])
function heldIn(data: DocumentData | undefined): Record<string, number> {
  const held = data?.held
  if (typeof held !== 'object' || held === null) return {}
  return Object.fromEntries(Object.entries(held).map(([attempt, units]) => [attempt, Number(units) || 0]))
}

/**
 * Of these attempts, those whose checkout has ended: its order no longer awaits payment. An attempt without its record
 * (its checkout still being made, or refused before an order) is taken as open.
 */
async function endedAttempts(tx: Transaction, attempts: string[]): Promise<string[]> {
  if (attempts.length === 0) return []
  const records = await tx.getAll(attempts.map((attempt) => `attempts/${attempt}`))
  const orderIds = records.map((record) => (typeof record.data?.orderId === 'string' ? record.data.orderId : null))
  const ended = new Set(
    (
      await readOrders(
        tx,
        orderIds.filter((id) => id !== null),
      )
    )
      .filter((order) => !awaitsPayment(order))
      .map((order) => order.id),
  )
  return attempts.filter((_, index) => orderIds[index] !== null && ended.has(orderIds[index]!))
}

/**
 * Null when the checkout may go on, with the pass a new guest's browser is given (or null); otherwise the 429 to
 * answer. `cart` is the checkout's cart hash (create-order.ts): a refusal offers an open checkout of that cart only.
 */
export async function limitCheckouts(
  request: ApiRequest,
  deps: Deps,
  uid: string | null,
  attemptId: string,
  units: number,
  cart: string,
): Promise<{ refused: ApiResponse } | { pass: string | null }> {
  const now = deps.now()
  const window = async (key: string, by: CountedBy, kind: Count['kind'], most?: number): Promise<Count> => ({
    window: checkoutWindow(await countKey(key), now),
    by,
    kind,
    ...(most === undefined ? {} : { most }),
  })
  const address = forwardedClient(request.headers['x-forwarded-for'], deps.trustedProxies)
  const block = address === null ? 'unknown' : addressBlock(address)
  const offered = request.headers['x-checkout-pass']
  const offeredHash = uid === null && offered && PASS_FORMAT.test(offered) ? await sha256Hex(offered) : null
  const newPass = uid === null ? newOrderToken() : null
  const newHash = newPass === null ? null : await sha256Hex(newPass)

  const outcome = await deps.store.runTransaction(async (tx): Promise<Refused | { pass: string | null }> => {
    let counts: Count[]
    let minting = false
    if (uid !== null) counts = [await window(`uid:${uid}`, 'account', 'checkouts')]
    else {
      const pass = offeredHash === null ? undefined : (await tx.get(`checkoutPasses/${offeredHash}`)).data
      // Timestamps read back as ISO text.
      const valid = pass !== undefined && !(typeof pass.expiresAt === 'string' && Date.parse(pass.expiresAt) <= now.getTime())
      minting = !valid
      counts = [
        await window(`pass:${valid ? offeredHash : newHash}`, 'browser', 'checkouts'),
        await window(`ip:${block}`, 'connection', 'units', UNITS_PER_ADDRESS),
        ...(minting ? [await window(`mint:${block}`, 'connection', 'checkouts', PASSES_PER_ADDRESS)] : []),
      ]
    }
    const paths = counts.map((count) => `limits/${count.window.id}`)
    const stored = await tx.getAll(paths)
    const writes: DocumentData[] = []
    for (const [index, count] of counts.entries()) {
      const data = stored[index]!.data
      const admit = (ended: string[]) =>
        count.kind === 'units'
          ? admitUnits(heldIn(data), attemptId, units, count.window, now, count.most!, ended)
          : admitCheckout(attemptsIn(data), attemptId, count.window, now, count.most === undefined ? { ended } : { most: count.most, starts: count.most })
      let admitted = admit([])
      // A full count of checkouts or units (not of passes given): those that ended hold nothing, and make room.
      if (!admitted.ok && (count.kind === 'units' || count.most === undefined))
        admitted = admit(await endedAttempts(tx, count.kind === 'units' ? Object.keys(heldIn(data)) : attemptsIn(data)))
      if (!admitted.ok) return { count, seconds: admitted.retryAfterSeconds, stored: data }
      writes.push({
        ...('held' in admitted ? { held: admitted.held } : { attempts: admitted.attempts }),
        expiresAt: new Date(count.window.endsAt.getTime() + CHECKOUT_WINDOW_MS),
      })
    }
    writes.forEach((data, index) => tx.set(paths[index]!, data))
    if (!minting) return { pass: null }
    tx.set(`checkoutPasses/${newHash}`, { createdAt: now, expiresAt: new Date(now.getTime() + PASS_DAYS * 24 * 60 * 60 * 1000) })
    return { pass: newPass }
  })
  if (!('count' in outcome)) return outcome
  const { by } = outcome.count
  // Instead of a wait, the shopper's own newest checkout still open of the cart they sent: an account's, or this
  // browser's; never another person's at the same address, nor one of another cart (what it would charge is not what
  // the shopper now asks to buy).
  const open = by === 'connection' ? null : await openCheckoutOf(deps, uid, attemptsIn(outcome.stored), cart)
  const message = tooManyCheckoutsMessage(outcome.seconds, by)
  return {
    refused: { ...apiError(429, 'too-many-checkouts', message, open ? { openCheckout: open } : {}), headers: { 'Retry-After': String(outcome.seconds) } },
  }
}

/**
 * The payment page of the newest of these checkouts still open of `cart` (its hash), when it is the caller's own (their
 * account's, or a guest's).
 */
async function openCheckoutOf(deps: Deps, uid: string | null, attempts: string[], cart: string): Promise<string | null> {
  for (const attemptId of [...attempts].reverse()) {
    const attempt = (await deps.store.get(`attempts/${attemptId}`)).data
    if (attempt?.cartHash !== cart) continue
    const orderId = attempt.orderId
    const order = typeof orderId === 'string' ? await readOrder(deps.store, orderId) : null
    if (!order || order.uid !== uid || !awaitsPayment(order) || !order.sessionId) continue
    const session = await deps.payments.retrieveSession(order.sessionId)
    if (session.status === 'open' && session.url) return session.url
  }
  return null
}
