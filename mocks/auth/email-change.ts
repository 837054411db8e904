// A signed-in account's new email, as Identity Toolkit changes it (the SDK's verifyBeforeUpdateEmail):
// accounts:sendOobCode with requestType VERIFY_AND_CHANGE_EMAIL, the account's ID token and `newEmail` mails a link to
// the new address; accounts:resetPassword with the link's code only reads it (checkActionCode: the old and the new
// email); accounts:update with the code (applyActionCode) sets the email, verified, and ends the account's other
// sessions as any email change does. The old address is told. With email-enumeration protection (the default) an
// address another account has is answered as a free one, and no mail goes; without it, EMAIL_EXISTS, as the
// emulator says. Applying a code checks the address again: it may have been taken meanwhile.
import { newOrderToken } from '../../src/lib/orders/guest-token'
import { mockSettings, persistMockState } from '../state'
import { findAccountByEmail, findAccountByEmailChangeCode, syncPasswordProvider, userInfo } from './accounts'
import { actionLink, queueMail } from './action-mail'
import { assertAuth } from './errors'
import { text, type Body } from './operations'
import { canonicalEmail, isValidEmail } from './passwords'
import { accountForIdToken } from './tokens'

/** As long as the shop's mail says the link works. */
const CODE_LIFETIME_MS = 60 * 60 * 1000

const RESPONSE_KIND = 'identitytoolkit#GetOobConfirmationCodeResponse'

export async function sendEmailChangeCode(body: Body): Promise<Body> {
  // The emulator's order of checks.
  const requested = text(body.newEmail)
  assertAuth(requested, 'MISSING_NEW_EMAIL')
  assertAuth(body.idToken, 'MISSING_ID_TOKEN')
  const { account } = accountForIdToken(body.idToken)
  // The real service's answer (the emulator skips this check); the SDK says auth/invalid-new-email.
  assertAuth(isValidEmail(requested), 'INVALID_NEW_EMAIL')
  assertAuth(account.email, 'MISSING_EMAIL')
  const newEmail = canonicalEmail(requested)
  // The SDK reloads the user when the answer's email is not the one it has: the account's current one.
  const answer = { kind: RESPONSE_KIND, email: account.email }
  if (findAccountByEmail(newEmail)) {
    if (mockSettings.emailEnumerationProtection) return answer
    assertAuth(false, 'EMAIL_EXISTS')
  }
  const code = newOrderToken()
  account.emailChange = { code, newEmail, expiresAt: Date.now() + CODE_LIFETIME_MS }
  persistMockState()
  const link = actionLink(body, 'verifyAndChangeEmail', code)
  await queueMail(newEmail, {
    subject: 'Confirm your new email',
    text: `Someone asked to use this address for the account that signs in as ${account.email}. If it was you, confirm it here within an hour: ${link}\n\nUntil then the account keeps its email. If it was not you, ignore this mail.`,
    html: `<p>Someone asked to use this address for the account that signs in as ${account.email}. If it was you, <a href="${link}">confirm your new email</a> within an hour.</p><p>Until then the account keeps its email. If it was not you, ignore this mail.</p>`,
  })
  return answer
}

/** The account a code is for, while the code is good. */
function pendingChange(code: string) {
  const account = findAccountByEmailChangeCode(code)
  assertAuth(account?.emailChange, 'INVALID_OOB_CODE')
  assertAuth(account.emailChange.expiresAt > Date.now(), 'EXPIRED_OOB_CODE')
  return { account, change: account.emailChange }
}

/** checkActionCode's read: `email` the account's address now, `newEmail` the one the link sets. */
export function checkEmailChangeCode(code: string, withNewPassword: boolean): Body {
  const { account, change } = pendingChange(code)
  assertAuth(!withNewPassword, 'INVALID_OOB_CODE')
  return { kind: 'identitytoolkit#ResetPasswordResponse', requestType: 'VERIFY_AND_CHANGE_EMAIL', email: account.email, newEmail: change.newEmail }
}

/** applyActionCode: the new email, verified; the code is used up, and the account's sessions so far end. */
export async function applyEmailChange(body: Body): Promise<Body> {
  const code = text(body.oobCode)
  assertAuth(code, 'INVALID_OOB_CODE')
  const { account, change } = pendingChange(code)
  assertAuth(!findAccountByEmail(change.newEmail), 'EMAIL_EXISTS')
  const previous = account.email
  Object.assign(account, { email: change.newEmail, emailVerified: true, validSince: String(Math.floor(Date.now() / 1000)) })
  delete account.emailChange
  syncPasswordProvider(account)
  persistMockState()
  if (previous) {
    await queueMail(previous, {
      subject: 'Your email was changed',
      text: `The account that signed in as ${previous} now signs in as ${change.newEmail}. If you did not ask for this, write to us at once.`,
      html: `<p>The account that signed in as ${previous} now signs in as ${change.newEmail}. If you did not ask for this, write to us at once.</p>`,
    })
  }
  const info = userInfo(account)
  return {
    kind: 'identitytoolkit#SetAccountInfoResponse',
    localId: account.localId,
    emailVerified: true,
    providerUserInfo: info.providerUserInfo,
    email: account.email,
    displayName: account.displayName,
    photoUrl: account.photoUrl,
    newEmail: change.newEmail,
  }
}
