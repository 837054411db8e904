// Lock-out after repeated failed password sign-ins, like the real service's TOO_MANY_ATTEMPTS_TRY_LATER (the
// emulator has no such rule). The real thresholds are not published; the mock uses:
//   MAX_FAILED_SIGN_INS (5) failures for one email within FAILURE_WINDOW_MS (5 minutes) block every further
//   attempt for that email, right password included, until the oldest failure leaves the window.
// Failures are counted per email whether or not an account exists, so the answer does not reveal which emails
// are registered. A successful sign-in clears the count.
// The counts live beside the state object (a WeakMap), not in it: replaceMockState() starts a new state, so
// tests get a fresh count, and a browser reload forgets lock-outs (harmless for a demo).
import { mockState, type MockState } from '../state'
import { AuthApiError, TOO_MANY_ATTEMPTS } from './errors'

export const MAX_FAILED_SIGN_INS = 5
const FAILURE_WINDOW_MS = 5 * 60 * 1000

const failuresByState = new WeakMap<MockState, Map<string, number[]>>()

function failures(): Map<string, number[]> {
  const state = mockState()
  let map = failuresByState.get(state)
  if (!map) {
    map = new Map()
    failuresByState.set(state, map)
  }
  return map
}

function recent(email: string, now: number): number[] {
  const times = (failures().get(email) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS)
  failures().set(email, times)
  return times
}

export function assertNotLockedOut(email: string, now = Date.now()): void {
  if (recent(email, now).length >= MAX_FAILED_SIGN_INS) throw new AuthApiError(TOO_MANY_ATTEMPTS)
}

export function recordFailedSignIn(email: string, now = Date.now()): void {
  recent(email, now).push(now)
}

export function clearFailedSignIns(email: string): void {
  failures().delete(email)
}
