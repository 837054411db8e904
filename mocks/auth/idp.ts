// accounts:signInWithIdp, the popup-free credential path: signInWithCredential(auth,
// GoogleAuthProvider.credential(idToken)) posts `postBody: "id_token=<JSON claims or JWT>&providerId=google.com"`.
// Like the emulator, the "id token" is trusted as is (strict JSON or an unsigned JWT with a `sub`), and an
// account is found by provider id + sub, else by email (one account per email), else created (isNewUser).
import { persistMockState, type StoredAccount, type StoredProvider } from '../state'
import { createAccount, findAccountByEmail, findAccountByProvider } from './accounts'
import { assertAuth } from './errors'
import { readIdpCredential } from './idp-credential'
import { accountForIdToken, issueTokens } from './tokens'
import { text, type Body } from './operations'

export function signInWithIdp(body: Body): Body {
  const { providerId, claims, response } = readIdpCredential(body)
  const email = response.email as string | undefined
  const verified = response.emailVerified as boolean
  const byProvider = findAccountByProvider(providerId, claims.sub)
  const signedIn = body.idToken ? accountForIdToken(body.idToken).account : undefined
  let account: StoredAccount | undefined = byProvider
  const fields: Partial<StoredAccount> = {}
  if (signedIn) {
    // linkWithCredential: attach the provider to the signed-in user.
    assertAuth(!byProvider, 'FEDERATED_USER_ID_ALREADY_LINKED')
    const owner = email ? findAccountByEmail(email) : undefined
    assertAuth(!owner || owner === signedIn, 'EMAIL_EXISTS')
    if (email && !signedIn.email) Object.assign(fields, { email, emailVerified: verified })
    account = signedIn
  } else if (!byProvider && email && findAccountByEmail(email)) {
    const owner = findAccountByEmail(email) as StoredAccount
    // An unverified IdP email may not take over an account: the SDK turns this into
    // auth/account-exists-with-different-credential.
    if (!verified) {
      const verifiedProvider = owner.providerUserInfo.map((p) => p.providerId).filter((id) => id !== 'password' && id !== 'phone')
      return { ...response, needConfirmation: true, localId: owner.localId, verifiedProvider }
    }
    // A verified IdP email wins over an unverified password account: its password and providers are dropped,
    // so whoever registered the email first cannot keep a way in.
    if (!owner.emailVerified) {
      Object.assign(owner, {
        passwordHash: undefined,
        salt: undefined,
        passwordUpdatedAt: undefined,
        providerUserInfo: [],
      })
      fields.validSince = String(Math.floor(Date.now() / 1000))
    }
    Object.assign(
      fields,
      { emailVerified: true },
      text(response.displayName) ? { displayName: response.displayName } : {},
      text(response.photoUrl) ? { photoUrl: response.photoUrl } : {},
    )
    account = owner
  }

  const provider: StoredProvider = { providerId, rawId: claims.sub, federatedId: claims.sub }
  for (const key of ['displayName', 'photoUrl', 'email'] as const) if (response[key] !== undefined) provider[key] = response[key] as string
  if (!account) {
    const created = createAccount({
      displayName: text(response.displayName),
      photoUrl: text(response.photoUrl),
      ...(email ? { email, emailVerified: verified } : {}),
      providerUserInfo: [provider],
    })
    response.isNewUser = true
    account = created
  } else {
    Object.assign(account, fields)
    const others = account.providerUserInfo.filter((p) => p.providerId !== providerId)
    account.providerUserInfo = [...others, provider]
  }
  response.localId = account.localId
  // As the emulator: the account's verification wins when the emails agree; no email, no emailVerified.
  if (account.email === email) response.emailVerified = account.email || account.emailVerified ? account.emailVerified : undefined
  assertAuth(!account.disabled, 'USER_DISABLED')
  account.lastLoginAt = String(Date.now())
  persistMockState()
  return { ...response, ...issueTokens(account, providerId) }
}
