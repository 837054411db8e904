// What the mock backend keeps, as types: Firestore documents (REST-encoded), Auth accounts, the checkout sessions of
// the demo's stand-in for the payment provider, and what Cloud Storage knows of each uploaded picture.
import type { OrderTax } from '../src/lib/orders/tax'
import type { ProviderRefund } from '../src/lib/api/ports'
import type { ShippingAddress } from '../src/lib/orders/order'
import type { FirestoreFields } from './firestore/values'

export interface StoredDocument {
  fields: FirestoreFields
  createTime: string
  updateTime: string
}

export interface StoredProvider {
  providerId: string
  federatedId: string
  rawId: string
  email?: string
  displayName?: string
  photoUrl?: string
}

export interface StoredAccount {
  localId: string
  email?: string
  displayName?: string
  photoUrl?: string
  emailVerified: boolean
  /** "scrypt"-free demo hash: hex SHA-256 of salt + password. Never the password itself. */
  passwordHash?: string
  salt?: string
  passwordUpdatedAt?: number
  providerUserInfo: StoredProvider[]
  createdAt: string
  lastLoginAt: string
  validSince: string
  disabled?: boolean
  /** ISO time of the last ID token issued (sign-in or refresh), shown by accounts:lookup. */
  lastRefreshAt?: string
  /** 'password' | 'google.com' | 'anonymous': put in the ID tokens that a refresh issues. */
  lastSignInProvider?: string
  /** Custom claims as JSON, as Identity Toolkit keeps them (set by firebase-admin); every ID token carries them. */
  customAttributes?: string
  /**
   * The refresh tokens of sessions an administrator ended (firebase-admin's revokeRefreshTokens): a refresh with one
   * answers TOKEN_EXPIRED, as the real service answers a token issued before the account's validSince.
   */
  revokedRefreshTokens?: string[]
  /** The code of the password reset link last mailed (accounts:sendOobCode), until used or expired. */
  passwordReset?: { code: string; expiresAt: number }
  /** The new email a verify-and-change link last mailed (accounts:sendOobCode) waits for, until used or expired. */
  emailChange?: { code: string; newEmail: string; expiresAt: number }
}

/** A checkout session of the demo's payment page: what the payment provider keeps, not a Firestore document. */
export interface DemoSession {
  id: string
  orderId: string
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid'
  /** With `{CHECKOUT_SESSION_ID}` already filled in. */
  successUrl: string
  cancelUrl: string
  /** ISO time. */
  expiresAt: string
  amountSubtotal: number
  /** A promotion code's discount off the subtotal, as the provider's coupon, or its promotion code, shows it. */
  discount?: { code: string; cents: number; promotionCodeId?: string }
  customerEmail: string
  /** What the shopper chose on the payment page as they paid: the rate, its price and where the parcel goes. */
  shipping?: { rateId: string; cents: number; address: ShippingAddress; tax?: OrderTax | null }
  /** The idempotency key it was created with: the same key is the same session. */
  key?: string
  /** What the shop wrote into it: its order and the shop's origin. */
  metadata?: Record<string, string>
  /** The payment, once paid: what refunds name. */
  paymentId?: string
  /** Refunds of its payment, by the key each was asked for with. */
  refunds?: Record<string, ProviderRefund>
  /** The expired session whose recovery link made this one (the provider's `recovered_from`). */
  recoveredFrom?: string
}

/** The demo provider's copy of an owner's code (the provider's coupon and promotion code in one). */
export interface DemoPromotionCode {
  id: string
  code: string
  kind: 'percent' | 'fixed'
  amount: number
  active: boolean
}

/** A Cloud Storage object's metadata, as the service answers it (sizes and generations are decimal strings). */
export interface StoredObject {
  bucket: string
  name: string
  contentType: string
  size: string
  generation: string
  timeCreated: string
  /** The token of its download address; its bytes are kept under it. */
  downloadTokens: string
}

export interface MockState {
  documents: Record<string, StoredDocument>
  accounts: Record<string, StoredAccount>
  /** refresh token -> uid */
  refreshTokens: Record<string, string>
  checkoutSessions: Record<string, DemoSession>
  /** `<bucket>/<object name>` -> the object's metadata. */
  storageObjects: Record<string, StoredObject>
  /** The demo provider's promotion codes by id (made when the owner makes a code); absent until the first. */
  providerPromotions?: Record<string, DemoPromotionCode>
}
