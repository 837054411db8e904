import { initializeApp, type FirebaseApp } from 'firebase/app'
import { parseFirebaseSettings, type FirebaseSettings } from './config'

let settings: FirebaseSettings | undefined
let app: FirebaseApp | undefined

/** The settings from the build's VITE_* environment. Throws ConfigError when they are partial or malformed. */
export function firebaseSettings(): FirebaseSettings {
  settings ??= parseFirebaseSettings(import.meta.env)
  return settings
}

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(firebaseSettings().options)
  return app
}
