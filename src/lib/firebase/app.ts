import { initializeApp, type FirebaseApp } from 'firebase/app'
import { firebaseSettings } from './settings'

let app: FirebaseApp | undefined

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(firebaseSettings().options)
  return app
}
