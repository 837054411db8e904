// After signing in, the guest orders this browser remembers are offered to the account: the server joins those
// whose token and email match (or, for a verified email, every guest order placed with it). Orders joined, or
// that can never be joined, are forgotten; the rest wait for the account with their email. Never fails: the
// order history loads after it either way.
import * as v from 'valibot'
import type { AuthUser } from '../../auth/auth-state'
import { forgetGuestOrders, rememberedGuestOrders } from '../remembered-orders'
import { callApi } from './shop-api'

const ClaimAnswer = v.object({ joined: v.array(v.string()), refused: v.array(v.string()) })

/** Whether the signed-in account's email was verified by its provider: only then can it claim without tokens. */
async function emailVerified(): Promise<boolean> {
  const { firebaseAuth } = await import('../../../lib/firebase/auth')
  return firebaseAuth().currentUser?.emailVerified === true
}

/** The number of orders now the account's that it asked for or that its verified email found. */
export async function claimGuestOrders(user: AuthUser | null): Promise<number> {
  if (!user) return 0
  try {
    const orders = rememberedGuestOrders()
    if (orders.length === 0 && !(await emailVerified())) return 0
    const result = await callApi('/account/claim-orders', ClaimAnswer, { body: { orders }, signedIn: true })
    if (!result.ok) return 0
    forgetGuestOrders([...result.data.joined, ...result.data.refused])
    return result.data.joined.length
  } catch {
    return 0
  }
}
