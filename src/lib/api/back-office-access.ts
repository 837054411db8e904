// Who may do what in the back office, decided here for every handler that acts for it (the order actions, the
// catalog edits): the one door. A role is two things, both set by `npm run owner -- add [--staff]`: a custom claim in
// the account's verified ID token (`owner` or `staff`) and a document (owners/{uid} or staff/{uid}). `remove` deletes
// the document (and revokes the account's sessions), so a former owner or staff member can do nothing from that
// moment, although a token issued before still carries the claim for up to an hour. The rules check the same
// documents. What each role may do is one table, src/lib/back-office-roles.ts.
import { mayDo, type BackOfficeRole, type BackOfficeTask } from '../back-office-roles'
import { apiError, type ApiResponse } from './http'
import type { Caller, Deps } from './ports'

/** The caller's role now: owner first (an account listed as both is an owner), then staff, else none. */
async function roleNow(deps: Pick<Deps, 'store'>, caller: Caller): Promise<BackOfficeRole | null> {
  if (caller.owner === true && (await deps.store.get(`owners/${caller.uid}`)).data !== undefined) return 'owner'
  if (caller.staff === true && (await deps.store.get(`staff/${caller.uid}`)).data !== undefined) return 'staff'
  return null
}

/** The caller and their role when they may do the task now; else the answer that refuses them. */
export type BackOfficeAccess = { caller: Caller; role: BackOfficeRole } | { refused: ApiResponse }

/**
 * Whether the caller may do the task now: 401 for nobody signed in, 403 for an account with no role (a shopper, a
 * removed owner) and for staff asking for what only owners do.
 */
export async function backOfficeAccess(deps: Pick<Deps, 'store'>, caller: Caller | null, task: BackOfficeTask): Promise<BackOfficeAccess> {
  if (!caller) return { refused: apiError(401, 'unauthenticated', 'Sign in to the shop’s back office.') }
  const role = await roleNow(deps, caller)
  if (role && mayDo(role, task)) return { caller, role }
  if (role === 'staff') return { refused: apiError(403, 'owners-only', 'Only the shop’s owners may do this; staff cannot.') }
  return { refused: apiError(403, 'not-owner', mayDo('staff', task) ? 'Only the shop’s owners and staff may do this.' : 'Only the shop’s owners may do this.') }
}
