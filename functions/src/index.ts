// The shop's Cloud Functions: one HTTP function, `api`, served by Hosting under /api/** (same origin, so the
// Content-Security-Policy's connect-src 'self' holds), and three on a schedule. This file is the functions' adapter
// of the shop's one /api (src/lib/api): Firestore through firebase-admin, Stripe through its SDK, the Admin SDK's
// token checks and user deletion. The Stripe keys are secrets, read only here at run time.
import { getApp, initializeApp, type App } from 'firebase-admin/app'
import { getAppCheck } from 'firebase-admin/app-check'
import { getAuth } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import Stripe from 'stripe'
import { callerOfClaims } from '../../src/lib/api/caller'
import type { Deps } from '../../src/lib/api/ports'
import { publishStockLevels } from '../../src/lib/api/publish-stock'
import { refundDueWithdrawals } from '../../src/lib/api/refund-due'
import { handleApi } from '../../src/lib/api/router'
import { sweepAbandonedOrders } from '../../src/lib/api/sweep'
import { mirrorOutOfStep } from '../../src/lib/api/promotion-mirror'
import { debugAppCheck } from '../../src/lib/api/app-check'
import { GOOGLE_FRONT_ENDS, proxyRanges } from '../../src/lib/orders/client-key'
import { authAccountAdmin, deleteAuthAccount } from './admin-auth'
import { adminStore } from './admin-store'
import { openFirestore } from './firestore'
import { shopOrigin } from './shop-url'
import { STRIPE_API_VERSION, stripePayments } from './stripe-payments'

const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY')
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET')
/** The shop's public address (https://shop.example): required for a deployed function (shop-url.ts). */
const shopUrl = defineString('SHOP_URL', { default: '' })
/**
 * The address ranges of the proxies in front of the function, comma-separated (client-key.ts): by default Google's
 * front ends; the going-live check says when Hosting's own must be added.
 */
const trustedProxies = defineString('TRUSTED_PROXIES', { default: GOOGLE_FRONT_ENDS.join(',') })
/** True once the Trigger Email extension sends the shop's `mail/` documents. */
const sendsMail = defineBoolean('SENDS_MAIL', { default: false })
/** The owner's address for a mail about every paid order and every withdrawal; empty: no such mail. */
const ownerEmail = defineString('OWNER_EMAIL', { default: '' })

const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true'

let deps: Deps | undefined
let db: Firestore | undefined
/** One app and one Firestore for every function of the instance: settings may be given only once. */
const dbOnce = () => (db ??= openFirestore(initializeApp()))

/** Only in the Functions emulator may Stripe be a local fake (STRIPE_API_URL, set by the emulator test). */
function stripeEndpoint(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const fake = inEmulator() ? process.env.STRIPE_API_URL : undefined
  if (!fake) return {}
  const url = new URL(fake)
  return { host: url.hostname, port: Number(url.port), protocol: url.protocol === 'https:' ? 'https' : 'http' }
}

/**
 * App Check tokens: the Admin SDK's verification in a deployed function, with App Check's replay protection for the
 * calls that change anything (`consume`: the token is used up at Google, whichever instance sees it); in the
 * Functions emulator, the debug tokens an emulator build makes (src/lib/app-check/debug-token.ts), which no Google
 * server could verify, used up in the store.
 */
function appCheckVerifier(app: App, store: Deps['store']): Deps['verifyAppCheck'] {
  if (inEmulator()) return debugAppCheck(store)
  const appCheck = getAppCheck(app)
  return async (token, consume) => {
    try {
      const verified = await appCheck.verifyToken(token, { consume })
      return verified.alreadyConsumed === true ? 'replayed' : 'valid'
    } catch {
      return 'invalid'
    }
  }
}

/** Built on the first call, not at load: deploying reads this file without the secrets. */
function depsOnce(): Deps {
  if (deps) return deps
  const store = adminStore(dbOnce())
  const app = getApp()
  const auth = getAuth(app)
  // A missing or malformed SHOP_URL stops here, named in the function's log, before any checkout is taken.
  const origin = shopOrigin(shopUrl.value(), inEmulator())
  const stripe = new Stripe(stripeSecretKey.value(), { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, ...stripeEndpoint() })
  deps = {
    store,
    payments: stripePayments(stripe, origin, stripeWebhookSecret.value()),
    shopUrl: origin,
    verifyAppCheck: appCheckVerifier(app, store),
    trustedProxies: proxyRanges(trustedProxies.value()),
    verifyIdToken: async (token) => {
      try {
        const claims = await auth.verifyIdToken(token)
        return callerOfClaims(claims.uid, claims)
      } catch {
        return null
      }
    },
    deleteAccount: (uid) => deleteAuthAccount(auth, uid),
    accounts: authAccountAdmin(auth),
    now: () => new Date(),
    sendsMail: sendsMail.value(),
    ownerEmail: ownerEmail.value() || null,
  }
  return deps
}

// Public: Hosting's rewrite and Stripe's webhook call it without Google credentials; the handlers check every claim.
export const api = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret], invoker: 'public', memory: '256MiB', maxInstances: 10 }, async (req, res) => {
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value
  let ready: Deps
  try {
    ready = depsOnce()
  } catch (error) {
    // A configuration error (SHOP_URL): said in the log by name, and to the shopper as the shop being unavailable.
    console.error(error)
    res
      .status(503)
      .set('Cache-Control', 'no-store')
      .json({ error: { code: 'unavailable', message: 'The shop cannot take orders just now. Nothing was charged.' } })
    return
  }
  const answer = await handleApi({ method: req.method, path: req.path, headers, rawBody: req.rawBody ?? Buffer.alloc(0) }, ready)
  res
    .status(answer.status)
    .set({ 'Cache-Control': 'no-store', ...answer.headers })
    .json(answer.body)
})

/**
 * Ends pending orders whose hold ran out without news from Stripe, so their units go back (sweep.ts); and brings
 * Stripe's copies of the owner's codes that a change did not reach in step (promotion-mirror.ts).
 */
export const releaseAbandonedOrders = onSchedule(
  { schedule: 'every 15 minutes', secrets: [stripeSecretKey, stripeWebhookSecret], memory: '256MiB' },
  async () => {
    const looked = await sweepAbandonedOrders(depsOnce())
    if (looked > 0) console.info(`Ended ${looked} abandoned pending orders`)
    await mirrorOutOfStep(depsOnce())
  },
)

/**
 * Withdrawals whose refund falls due (refund-due.ts): goods that never left are refunded (again, if that failed);
 * for goods that left, the owner is reminded, and nothing is paid until their return or a proof of dispatch.
 */
export const refundDueWithdrawalsHourly = onSchedule(
  { schedule: 'every 1 hours', secrets: [stripeSecretKey, stripeWebhookSecret], memory: '256MiB' },
  async () => {
    const { refunded, reminded, failed } = await refundDueWithdrawals(depsOnce())
    if (refunded + reminded + failed > 0) console.info(`Withdrawals due: ${refunded} refunded, ${reminded} owners reminded, ${failed} failed`)
  },
)

/** Copies the stock documents into the catalog the shop reads, so what it shows trails the truth by a minute at most. */
export const publishStock = onSchedule({ schedule: 'every 1 minutes', memory: '256MiB' }, async () => {
  const written = await publishStockLevels(adminStore(dbOnce()))
  if (written.length > 0) console.info(`Published the stock of ${written.length} collections: ${written.join(', ')}`)
})
