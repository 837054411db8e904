// For the mock's own tests: a fresh real-SDK Auth instance per call, so sessions never leak between tests (or
// between two "devices"), and the cleanup that deletes them.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { initializeAuth, inMemoryPersistence, type Auth } from 'firebase/auth'
import { PROJECT_ID } from './tokens'

const apps: FirebaseApp[] = []

export function newAuth(): Auth {
  const app = initializeApp({ apiKey: 'fake-api-key', projectId: PROJECT_ID, authDomain: 'localhost' }, `auth-test-${apps.length}-${Math.random()}`)
  apps.push(app)
  return initializeAuth(app, { persistence: inMemoryPersistence })
}

export async function deleteTestApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
}
