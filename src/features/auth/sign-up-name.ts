// The name typed at sign-up, kept on the device until the user document holds it. The account exists (and the
// header says so) a moment before its document is written; a shopper who leaves the page in that moment (a link, a
// reload, a tab closed) would otherwise find the document created on the next page from what Auth knows, which is
// no name at all. Keyed by the account's email, so another account signing in later never takes it.

const KEY = 'signUpName'

/** Before the account is created: the name to store for `email`. */
export function rememberSignUpName(email: string, displayName: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ email: email.trim().toLowerCase(), displayName }))
  } catch {
    // Storage blocked or full: the flow on this page still stores the name; only a page left early loses it.
  }
}

/** The name typed at sign-up for this account's email, if this device still holds one. */
export function signUpNameFor(email: string | null): string | undefined {
  if (!email) return undefined
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { email?: unknown; displayName?: unknown } | null
    return stored?.email === email.toLowerCase() && typeof stored.displayName === 'string' ? stored.displayName : undefined
  } catch {
    return undefined
  }
}

/** Once the user document exists: the name is where it belongs. */
export function forgetSignUpName(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}
