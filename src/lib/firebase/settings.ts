import type { BackOfficeRole } from '../back-office-roles'
import type { FirebaseSettings } from './config'

/**
 * The settings from the build's VITE_* environment, checked when the shop was built (vite.config.ts stops on a
 * partial or malformed configuration). Kept apart from the SDK so that reading them loads no Firebase code.
 */
export function firebaseSettings(): FirebaseSettings {
  return __FIREBASE_SETTINGS__
}

/**
 * Whether Auth may have a signed-in user saved in this browser: Auth keeps one (local persistence only) under
 * `firebase:authUser:<apiKey>:[DEFAULT]`. When there is none, the visitor is anonymous for certain and the shop
 * can render without loading the Auth SDK at all. When storage cannot be read, assume there may be one; outside a
 * browser (rendering pages at build time) there is none.
 */
export function mayHaveSavedUser(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return window.localStorage.getItem(savedUserKey()) !== null
  } catch {
    return true
  }
}

/** Where Auth keeps a signed-in user (index.html's inline script checks the same prefix before any module runs). */
export const SAVED_USER_PREFIX = 'firebase:authUser:'

export const savedUserKey = (): string => `${SAVED_USER_PREFIX}${firebaseSettings().options.apiKey}:[DEFAULT]`

/**
 * The back-office role ('owner' or 'staff') the claims of the saved user's last ID token name, read without loading
 * Auth; null when there is none, or nothing readable. A hint for the header's layout alone, so that an owner's header
 * keeps BACK OFFICE's place, unseen, while Auth answers: the link itself shows only once Auth has read the claims
 * (back-office-claim.ts), and the rules and the /api check the role again.
 */
export function savedBackOfficeRole(): BackOfficeRole | null {
  if (typeof window === 'undefined') return null
  try {
    const saved = JSON.parse(window.localStorage.getItem(savedUserKey()) ?? 'null') as { stsTokenManager?: { accessToken?: unknown } } | null
    const token = saved?.stsTokenManager?.accessToken
    if (typeof token !== 'string') return null
    const payload = token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/')
    if (!payload) return null
    const claims = JSON.parse(window.atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as Record<string, unknown> | null
    return claims?.owner === true ? 'owner' : claims?.staff === true ? 'staff' : null
  } catch {
    return null
  }
}
