// Accounts made directly in the mock's state, for tests that need a signed-up user without going through the SDK.
import { createAccount, findAccountByEmail } from '../../mocks/auth/accounts'
import { canonicalEmail, passwordFields } from '../../mocks/auth/passwords'
import { decodeIdToken } from '../../mocks/auth/id-token'
import { signInWithPassword } from '../../mocks/auth/operations'
import { exchangeRefreshToken, issueTokens } from '../../mocks/auth/tokens'
import { mockState } from '../../mocks/state'

interface MockAccountInput {
  email: string
  password: string
  displayName?: string
  emailVerified?: boolean
}

/**
 * An email/password account with a live session. Sign the SDK in with signInWithEmailAndPassword(auth, email,
 * password), or use the tokens with raw requests.
 */
export async function createMockAccount(input: MockAccountInput): Promise<{ localId: string; idToken: string; refreshToken: string }> {
  const email = canonicalEmail(input.email)
  if (findAccountByEmail(email)) throw new Error(`createMockAccount: ${email} already exists`)
  const account = createAccount({
    email,
    emailVerified: input.emailVerified ?? false,
    ...(input.displayName ? { displayName: input.displayName } : {}),
    ...(await passwordFields(input.password)),
  })
  // issueTokens also saves the state, account included.
  const { idToken, refreshToken } = issueTokens(account, 'password')
  return { localId: account.localId, idToken, refreshToken }
}

/** Whether the mock's Auth has an account with this uid. */
export const mockAccountExists = (localId: string): boolean => mockState().accounts[localId] !== undefined

/** Drops an account from the mock's Auth behind the shop's back, as when a deletion stopped half way. */
export const dropMockAccount = (localId: string): void => void delete mockState().accounts[localId]

/** The demo's owner account (the `owner` custom claim), for tests beside the app's code, which may not import mocks/. */
export { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'

/** The claims of the ID token a refresh with this token mints now (the mock's secure-token exchange); throws its error code. */
export function claimsAfterRefresh(refreshToken: string): Record<string, unknown> {
  return decodeIdToken(exchangeRefreshToken({ grant_type: 'refresh_token', refresh_token: refreshToken }).id_token!) as unknown as Record<string, unknown>
}

/** The claims of the ID token a new sign-in with this email and password gets. */
export async function claimsAfterSignIn(email: string, password: string): Promise<Record<string, unknown>> {
  return decodeIdToken((await signInWithPassword({ email, password })).idToken as string) as unknown as Record<string, unknown>
}
