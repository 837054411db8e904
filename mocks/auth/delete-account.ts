// accounts:delete, as Identity Toolkit answers it: with the account's own ID token (the SDK's deleteUser), or with
// `localId` from an administrator (the Admin SDK's deleteUser, which the shop's /api uses). The emulator takes
// `Authorization: Bearer owner` as an administrator's credentials; the mock does too.
import { persistMockState } from '../state'
import { removeAccount } from './accounts'
import { assertAuth } from './errors'
import { text, type Body } from './operations'
import { accountForIdToken } from './tokens'

const ANSWER = { kind: 'identitytoolkit#DeleteAccountResponse' }

export function deleteAccount(body: Body): Body {
  const { account } = accountForIdToken(body.idToken)
  removeAccount(account.localId)
  persistMockState()
  return ANSWER
}

export function deleteAccountAsAdmin(body: Body): Body {
  const localId = text(body.localId)
  assertAuth(localId, 'MISSING_LOCAL_ID')
  assertAuth(removeAccount(localId), 'USER_NOT_FOUND')
  persistMockState()
  return ANSWER
}
