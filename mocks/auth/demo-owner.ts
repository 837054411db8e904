// The demo's owner: an account that exists from the start, with the `owner` custom claim, so `npm start` shows the
// back office with nothing configured. Its password is public (the README gives it): the demo has no real money
// and no real shoppers. Only the hash is stored, as for every mock account.
import type { StoredAccount } from '../state-types'

export const DEMO_OWNER_EMAIL = 'owner@example.com'
export const DEMO_OWNER_PASSWORD = 'owner-demo-1'

const SEED_TIME = String(Date.parse('2025-01-01T00:00:00Z'))

/** SHA-256 hex of the salt followed by DEMO_OWNER_PASSWORD (passwords.ts); a test checks it still matches. */
export const demoOwner = (): StoredAccount => ({
  localId: 'demo-owner',
  email: DEMO_OWNER_EMAIL,
  displayName: 'Shop Owner',
  emailVerified: true,
  salt: '6f776e65722d64656d6f2d73616c7430',
  passwordHash: '6829ee9a2dd3cac1cb6bd8b9142807ac8ac609f78f87f50618d896dad4963a6f',
  passwordUpdatedAt: Number(SEED_TIME),
  providerUserInfo: [{ providerId: 'password', federatedId: DEMO_OWNER_EMAIL, rawId: DEMO_OWNER_EMAIL, email: DEMO_OWNER_EMAIL, displayName: 'Shop Owner' }],
  createdAt: SEED_TIME,
  lastLoginAt: SEED_TIME,
  validSince: String(Number(SEED_TIME) / 1000),
  customAttributes: JSON.stringify({ owner: true }),
})
