// ID tokens for `Authorization: Bearer …` in raw REST tests of the Firestore mock.
import { encodeIdToken } from '../../mocks/auth/id-token'
import { DEMO_PROJECT_ID } from './demo-project'

/** An ID token like the Auth mock's. */
export function idToken(uid: string, expiresInSeconds = 3600, email?: string): string {
  const iat = Math.floor(Date.now() / 1000)
  return encodeIdToken({
    ...(email ? { email } : {}),
    iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
    aud: DEMO_PROJECT_ID,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: iat + expiresInSeconds,
    email_verified: false,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })
}
