// What signInWithIdp learns from the credential alone, before any account is involved: the provider id, the
// claims of the fake IdP id token (strict JSON or an unsigned JWT with a `sub`, as the Auth emulator accepts),
// and the IdP part of the answer. Error messages are the emulator's, so the SDK and the contract see the same.
import { AuthApiError, assertAuth } from './errors'
import { jwtPayload } from './id-token'
import { canonicalEmail } from './passwords'
import { text, type Body } from './operations'

type Claims = Record<string, unknown> & { sub: string }

/** The emulator's parseClaims, with its error messages. */
function parseClaims(token: string | undefined): Claims | undefined {
  if (!token) return undefined
  let claims: Record<string, unknown> | undefined
  if (token.startsWith('{')) {
    try {
      claims = JSON.parse(token) as Record<string, unknown>
    } catch {
      throw new AuthApiError(`INVALID_IDP_RESPONSE : Unable to parse id_token: ${token} ((Auth Emulator failed to parse fake id_token as strict JSON.))`)
    }
  } else {
    claims = jwtPayload(token)
    if (!claims) return undefined
  }
  assertAuth(
    claims.sub,
    'INVALID_IDP_RESPONSE : Invalid Idp Response: id_token missing required fields. ((Missing "sub" field. This field is required and must be a unique identifier.))',
  )
  assertAuth(typeof claims.sub === 'string', 'INVALID_IDP_RESPONSE : ((The "sub" field must be a string.))')
  return claims as Claims
}

/** requestUri with the postBody (and any #fragment) parameters merged into its query, as the emulator reads it. */
function credentialParams(body: Body): URL {
  const requestUri = text(body.requestUri)
  assertAuth(requestUri, 'MISSING_REQUEST_URI')
  let uri: URL
  try {
    uri = new URL(requestUri)
  } catch {
    throw new AuthApiError('INVALID_REQUEST_URI')
  }
  for (const source of [text(body.postBody) ?? '', uri.hash.replace(/^#/, '')]) {
    for (const [key, value] of new URLSearchParams(source)) uri.searchParams.set(key, value)
  }
  uri.hash = ''
  return uri
}

/** The emulator's fake "user info from the IdP": the response fields that do not depend on the account. */
function idpResponse(providerId: string, claims: Claims, idToken: string | undefined, accessToken: string | undefined): Body {
  const email = typeof claims.email === 'string' ? canonicalEmail(claims.email) : undefined
  const name = text(claims.name)
  const [picture, verified] = [text(claims.picture), !!claims.email_verified]
  const response: Body = {
    kind: 'identitytoolkit#VerifyAssertionResponse',
    context: '',
    providerId,
    displayName: name,
    fullName: name,
    screenName: text(claims.screen_name),
    email,
    emailVerified: verified,
    photoUrl: picture,
  }
  if (providerId === 'google.com') {
    const scopes = `openid https://www.googleapis.com/auth/userinfo.profile${email ? ' https://www.googleapis.com/auth/userinfo.email' : ''}`
    Object.assign(response, {
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      federatedId: `https://accounts.google.com/${claims.sub}`,
    })
    response.rawUserInfo = JSON.stringify({
      granted_scopes: scopes,
      id: claims.sub,
      name,
      given_name: claims.given_name,
      family_name: claims.family_name,
      verified_email: verified,
      locale: 'en',
      email,
      picture,
    })
  } else {
    Object.assign(response, { rawUserInfo: JSON.stringify(claims), federatedId: claims.sub })
  }
  // The mock's stand-in for the IdP's OAuth access token, unless the credential carried one.
  return { ...response, oauthAccessToken: accessToken ?? `MockFakeAccessToken_${providerId}`, oauthIdToken: idToken }
}

interface IdpCredential {
  providerId: string
  claims: Claims
  /** The answer's IdP fields (kind, providerId, federatedId, rawUserInfo, oauth tokens, email, names...). */
  response: Body
}

export function readIdpCredential(body: Body): IdpCredential {
  const params = credentialParams(body)
  const providerId = params.searchParams.get('providerId')?.toLowerCase()
  assertAuth(providerId, `INVALID_CREDENTIAL_OR_PROVIDER_ID : Invalid IdP response/credential: ${params.toString()}`)
  const idToken = params.searchParams.get('id_token') || undefined
  const accessToken = params.searchParams.get('access_token') || undefined
  const claims = parseClaims(idToken) ?? parseClaims(accessToken)
  if (!claims && idToken)
    throw new AuthApiError(`INVALID_IDP_RESPONSE : Unable to parse id_token: ${idToken} ((Auth Emulator only accepts strict JSON or JWTs as fake id_tokens.))`)
  if (!claims) throw new AuthApiError('The Auth Emulator only supports sign-in with credentials (id_token required).', 501)

  return { providerId, claims, response: idpResponse(providerId, claims, idToken, accessToken) }
}
