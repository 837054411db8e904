// The spec only logs sign-in and sign-up failures; shoppers get a message that says what to do next.
// `null` means stay silent (the shopper closed the popup on purpose).

type AuthErrorKind = 'credentials' | 'email-exists' | 'password' | 'retry' | 'link' | 'other'

export interface AuthErrorView {
  kind: AuthErrorKind
  message: string
}

function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'unknown'
}

/** 'Firebase: Password should be at least 6 characters (auth/weak-password).' → the rules still unmet. */
export function passwordRequirements(error: unknown): string | null {
  const raw = (error as { message?: unknown } | null)?.message
  if (typeof raw !== 'string') return null
  const text = raw.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[\w-]+\)\.?$/, '')
  const listed = text.match(/Missing password requirements:\s*\[(.*)\]/)
  if (listed?.[1])
    return (
      listed[1]
        .split(/,\s*/)
        .map((rule) => rule.replace(/\.$/, ''))
        .join('. ') + '.'
    )
  return /^Error$/i.test(text) || text === '' ? null : text.replace(/\.?$/, '.')
}

const MESSAGES: Record<string, AuthErrorView | null> = {
  'auth/invalid-credential': { kind: 'credentials', message: 'Email or password is incorrect.' },
  'auth/wrong-password': { kind: 'credentials', message: 'Email or password is incorrect.' },
  'auth/user-not-found': { kind: 'credentials', message: 'Email or password is incorrect.' },
  'auth/invalid-login-credentials': { kind: 'credentials', message: 'Email or password is incorrect.' },
  'auth/email-already-in-use': { kind: 'email-exists', message: 'An account already exists with this email.' },
  'auth/invalid-email': { kind: 'other', message: 'Enter a valid email address, like name@example.com.' },
  'auth/invalid-new-email': { kind: 'other', message: 'Enter a valid email address, like name@example.com.' },
  'auth/missing-new-email': { kind: 'other', message: 'Enter the new email.' },
  'auth/requires-recent-login': { kind: 'other', message: 'For your safety, sign out and sign in again, then try once more.' },
  'auth/user-token-expired': { kind: 'other', message: 'Your session has ended. Sign in again, then try once more.' },
  'auth/missing-password': { kind: 'other', message: 'Enter your password.' },
  'shop/no-password': { kind: 'other', message: 'This account signs in with Google: it has no password here to change.' },
  'auth/invalid-action-code': { kind: 'link', message: 'This link has already been used, or it is not complete. Ask for a new one.' },
  'auth/expired-action-code': { kind: 'link', message: 'This link has expired. Ask for a new one.' },
  'auth/user-disabled': { kind: 'other', message: 'This account has been disabled. Please contact us.' },
  'auth/too-many-requests': {
    kind: 'other',
    message: 'Too many attempts. Please wait a few minutes, then try again.',
  },
  'auth/network-request-failed': {
    kind: 'retry',
    message: 'We could not reach the server. Check your connection and try again.',
  },
  'auth/popup-blocked': {
    kind: 'other',
    message: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  },
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
  'auth/unauthorized-domain': {
    kind: 'other',
    message: 'Google sign-in is not set up for this web address. Please sign in with your email instead.',
  },
  'auth/operation-not-allowed': {
    kind: 'other',
    message: 'This way of signing in is not enabled for the shop. Please use another.',
  },
  'auth/operation-not-supported-in-this-environment': {
    kind: 'other',
    message: 'This browser cannot open the Google sign-in window. Please sign in with your email instead.',
  },
}

const FALLBACK: AuthErrorView = { kind: 'other', message: 'Something went wrong. Please try again.' }

export function describeAuthError(error: unknown): AuthErrorView | null {
  const code = authErrorCode(error)
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    const rules = passwordRequirements(error)
    return { kind: 'password', message: `Choose a stronger password. ${rules ?? 'Password should be at least 6 characters.'}` }
  }
  return code in MESSAGES ? (MESSAGES[code] ?? null) : FALLBACK
}
