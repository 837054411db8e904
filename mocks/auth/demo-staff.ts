// The demo's staff member: an account that exists from the start, with the `staff` custom claim and its document in
// staff/{uid}, so `npm start` shows what staff see of the back office (the orders, to ship, deliver and take back)
// with nothing configured. Its password is public (the README gives it), as the demo owner's is. Only the hash is
// stored, as for every mock account.
import type { StoredAccount } from '../state-types'

export const DEMO_STAFF_EMAIL = 'staff@example.com'
export const DEMO_STAFF_PASSWORD = 'staff-demo-1'

const SEED_TIME = String(Date.parse('2025-01-01T00:00:00Z'))

/** SHA-256 hex of the salt followed by DEMO_STAFF_PASSWORD (passwords.ts); a test checks it still matches. */
export const demoStaff = (): StoredAccount => ({
  localId: 'demo-staff',
  email: DEMO_STAFF_EMAIL,
  displayName: 'Shop Staff',
  emailVerified: true,
  salt: '73746166662d64656d6f2d73616c7430',
  passwordHash: 'a803fd748bce414e188606de8dae22914dcab33a32ad35ec91db1e497c93e83f',
  passwordUpdatedAt: Number(SEED_TIME),
  providerUserInfo: [{ providerId: 'password', federatedId: DEMO_STAFF_EMAIL, rawId: DEMO_STAFF_EMAIL, email: DEMO_STAFF_EMAIL, displayName: 'Shop Staff' }],
  createdAt: SEED_TIME,
  lastLoginAt: SEED_TIME,
  validSince: String(Number(SEED_TIME) / 1000),
  customAttributes: JSON.stringify({ staff: true }),
})
