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
