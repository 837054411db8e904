// What the handlers see of an HTTP call and answer with: plain data, so the tests call them without a server and
// index.ts adapts the Functions runtime's request and response to them.
import type { Firestore } from 'firebase-admin/firestore'
import type Stripe from 'stripe'

export interface ApiRequest {
  method: string
  /** The path as the function sees it: '/api/checkout' behind the Hosting rewrite, '/checkout' when called directly. */
  path: string
  query: Record<string, string | undefined>
  /** Lower-case names. */
  headers: Record<string, string | undefined>
  /** The bytes as sent: the webhook's signature is computed over them, never over a parsed body. */
  rawBody: Buffer
}

export interface ApiResponse {
  status: number
  body: unknown
  /** Headers beyond the JSON ones: `Allow` with a 405, `Retry-After` with a 429. */
  headers?: Record<string, string>
}

export interface Caller {
  uid: string
  email?: string
  /** Whether the account's provider vouched for the email (a Google sign-in); never for email and password. */
  emailVerified?: boolean
  /** The account carries the `owner` custom claim (set with firebase-admin, never by a client). */
  owner?: boolean
}

export interface Deps {
  db: Firestore
  stripe: Stripe
  webhookSecret: string
  /**
   * The shop's public origin ('https://shop.example'), for the payment page's return addresses and the links in
   * mail: from configuration only (SHOP_URL), never from a request's headers.
   */
  shopUrl: string
  /** The signed-in shopper an ID token proves, or null when it proves nothing. */
  verifyIdToken: (token: string) => Promise<Caller | null>
  /**
   * Whether an App Check token (the `X-Firebase-AppCheck` header) proves the call comes from the shop's app: the
   * Admin SDK's verifyToken in a deployed function; in the Functions emulator and the tests, the verifier of the
   * debug tokens the demo and the emulator builds use.
   */
  verifyAppCheck: (token: string) => Promise<boolean>
  /** How many addresses the shop's own proxies append to X-Forwarded-For after the client's (client-key.ts). */
  proxyHops: number
  now: () => Date
  /** Whether a mail provider sends the `mail/` documents (the Trigger Email extension is installed), so pages may say "we have sent". */
  sendsMail: boolean
  /** Where the owner's copies go (a new paid order, a withdrawal); null: none are queued. */
  ownerEmail: string | null
}

export const json = (status: number, body: unknown): ApiResponse => ({ status, body })

export const apiError = (status: number, code: string, message: string, extra: object = {}): ApiResponse => json(status, { error: { code, message, ...extra } })

export const notFound = (): ApiResponse => apiError(404, 'not-found', 'No such order.')
