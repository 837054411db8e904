// Password reset, as Identity Toolkit answers it: accounts:sendOobCode (requestType PASSWORD_RESET) mails a link with
// a one-time code, and accounts:resetPassword checks the code (with no new password: verifyPasswordResetCode) or sets
// the new password, checked as at sign-up, and uses the code up. The demo has no mail server: the link goes to the
// demo's outbox (`mail/`), pointing at the shop's /reset-password page, where a real project's custom action URL
// points too. With email-enumeration protection (the default) an unknown email is answered as a known one.
import { newOrderToken } from '../../src/lib/orders/guest-token'
import { mockSettings, persistMockState } from '../state'
import { findAccountByEmail, findAccountByEmailChangeCode, findAccountByResetCode } from './accounts'
import { actionLink, queueMail } from './action-mail'
import { checkEmailChangeCode, sendEmailChangeCode } from './email-change'
import { AuthApiError, assertAuth } from './errors'
import type { Body } from './operations'
import { assertStrongEnough, canonicalEmail, isValidEmail, passwordFields } from './passwords'

/** As long as Firebase's own reset links work. */
const CODE_LIFETIME_MS = 60 * 60 * 1000

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** accounts:sendOobCode: a password reset link, or (signed in) a link that verifies and then sets a new email. */
export async function sendOobCode(body: Body): Promise<Body> {
  if (body.requestType === 'VERIFY_AND_CHANGE_EMAIL') return sendEmailChangeCode(body)
  assertAuth(body.requestType === 'PASSWORD_RESET', 'INVALID_REQ_TYPE : Unsupported request parameters.')
  const email = text(body.email)
  assertAuth(email, 'MISSING_EMAIL')
  assertAuth(isValidEmail(email), 'INVALID_EMAIL')
  const canonical = canonicalEmail(email)
  const account = findAccountByEmail(canonical)
  if (!account) {
    if (mockSettings.emailEnumerationProtection) return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: canonical }
    throw new AuthApiError('EMAIL_NOT_FOUND')
  }
  const code = newOrderToken()
  account.passwordReset = { code, expiresAt: Date.now() + CODE_LIFETIME_MS }
  persistMockState()
  const link = actionLink(body, 'resetPassword', code)
  await queueMail(canonical, {
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your account. If it was you, choose a new password here within an hour: ${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your account. If it was you, <a href="${link}">choose a new password</a> within an hour.</p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  })
  return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: canonical }
}

/** accounts:resetPassword: checks any code (checkActionCode, verifyPasswordResetCode), and with a new password uses a reset code. */
export async function resetPassword(body: Body): Promise<Body> {
  const code = text(body.oobCode)
  assertAuth(code, 'MISSING_OOB_CODE')
  // An email change code is only checked here: with a new password it is refused, as the emulator refuses it.
  if (findAccountByEmailChangeCode(code)) return checkEmailChangeCode(code, body.newPassword !== undefined)
  const account = findAccountByResetCode(code)
  assertAuth(account?.passwordReset, 'INVALID_OOB_CODE')
  assertAuth(account.passwordReset.expiresAt > Date.now(), 'EXPIRED_OOB_CODE')
  const newPassword = text(body.newPassword)
  if (newPassword !== undefined) {
    assertStrongEnough(newPassword)
    Object.assign(account, await passwordFields(newPassword), { validSince: String(Math.floor(Date.now() / 1000)) })
    delete account.passwordReset
    persistMockState()
  }
  return { kind: 'identitytoolkit#ResetPasswordResponse', email: account.email, requestType: 'PASSWORD_RESET' }
}
