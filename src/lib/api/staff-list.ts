// Who works in the back office as staff, decided by its owners in the app (decision 047), as `npm run owner -- add
// --staff` and `remove` decide it from a terminal: GET /api/admin/staff lists them (staff/{uid}: their email, when and
// by whom they were added); POST /api/admin/staff {email} adds an account that has signed up; POST
// /api/admin/staff/<uid>/remove takes the role away. Owners only. A role is a claim in the account's ID tokens and a
// document (back-office-access.ts); each change is also recorded in staffChanges/{id} (who, when, whom), as an
// erasure is in erasures/{id}.
import * as v from 'valibot'
import { isDocumentId } from '../orders/document-id'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { backOfficeAccess } from './back-office-access'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import type { Caller, Deps, StoredDocument, Transaction } from './ports'

const AddRequest = v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()) })

/** Staff listed, at most: far more than a shop hires, and one read. */
const MAX_STAFF = 500

interface StaffMember {
  uid: string
  email: string
  /** ISO time they were added. */
  since: string | null
  /** The owner who added them in the app; null when added from a terminal (`npm run owner`). */
  by: string | null
}

const staffPath = (uid: string) => `staff/${uid}`

function memberOf({ id, data }: StoredDocument): StaffMember | null {
  if (!data || typeof data.email !== 'string') return null
  return { uid: id, email: data.email, since: typeof data.since === 'string' ? data.since : null, by: typeof data.by === 'string' ? data.by : null }
}

/** Records a change of the staff list with the change itself: who made it, when, and whose role it was. */
const recordChange = (tx: Transaction, deps: Deps, change: 'added' | 'removed', member: { uid: string; email: string }, by: string) =>
  tx.create(`staffChanges/${deps.store.newId()}`, { at: deps.now(), by, change, uid: member.uid, email: member.email })

export async function listStaff(deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'staff')
  if ('refused' in access) return access.refused
  const members = (await deps.store.query('staff', [], MAX_STAFF)).flatMap((document) => memberOf(document) ?? [])
  return json(200, { staff: members.sort((a, b) => a.email.localeCompare(b.email)) })
}

export async function addStaff(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'staff')
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request))
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = v.safeParse(AddRequest, body.value)
  if (!parsed.success) return apiError(400, 'email', 'Enter the email of the account to add, like name@example.com.')
  const account = await deps.accounts.findByEmail(parsed.output.email)
  if (!account) return apiError(404, 'no-account', 'No account uses this email; ask them to sign up first.')
  const [owner, listed] = await Promise.all([deps.store.get(`owners/${account.uid}`), deps.store.get(staffPath(account.uid))])
  if (owner.data !== undefined)
    return apiError(409, 'owner', 'This account is an owner of the shop. An owner cannot be made staff here; an owner is removed with `npm run owner`.')
  const email = account.email ?? parsed.output.email
  const by = access.caller.email ?? access.caller.uid
  // The claim first, then the document: the account holds the role once both are there, and a retry ends it.
  if (account.claims.staff !== true || account.claims.owner !== undefined) await deps.accounts.setClaims(account.uid, { staff: true, owner: null })
  const existing = listed.data === undefined ? null : memberOf(listed)
  if (existing) return json(200, { added: false, member: existing })
  const member: StaffMember = { uid: account.uid, email, since: deps.now().toISOString(), by }
  await deps.store.runTransaction(async (tx) => {
    tx.set(staffPath(account.uid), { email, since: deps.now(), by })
    recordChange(tx, deps, 'added', member, by)
  })
  return json(200, { added: true, member })
}

export async function removeStaff(deps: Deps, caller: Caller | null, uid: string): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'staff')
  if ('refused' in access) return access.refused
  const notStaff = apiError(404, 'not-staff', 'This account is not on the staff list (any more).')
  if (!isDocumentId(uid, 1, 128)) return notStaff
  // The document first, in a transaction: from that moment the account can do nothing, although a token issued before
  // still carries the claim; then the claim, and the sessions, so that it must sign in again (as `npm run owner`).
  const by = access.caller.email ?? access.caller.uid
  const member = await deps.store.runTransaction(async (tx) => {
    const listed = await tx.get(staffPath(uid))
    if (listed.data === undefined) return null
    const removed = memberOf(listed) ?? { uid, email: '', since: null, by: null }
    tx.delete(staffPath(uid))
    recordChange(tx, deps, 'removed', removed, by)
    return removed
  })
  if (!member) return notStaff
  await deps.accounts.setClaims(uid, { staff: null })
  await deps.accounts.revokeSessions(uid)
  return json(200, { removed: true, member })
}
