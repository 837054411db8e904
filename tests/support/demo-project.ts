// The demo project the mock backend answers for, and throwaway SDK apps on it. The id is the app's own
// constant (what it runs with when no project is configured), so tests, the mock's tokens and the contract's
// emulator can never disagree about it.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { DEMO_OPTIONS } from '../../src/lib/firebase/config'

export const DEMO_PROJECT_ID = DEMO_OPTIONS.projectId

const apps: FirebaseApp[] = []
let appCount = 0

/** A new app on the demo project, so each SDK instance a test makes has its own session and cache. */
export function newDemoApp(): FirebaseApp {
  const app = initializeApp(DEMO_OPTIONS, `demo-test-${++appCount}`)
  apps.push(app)
  return app
}

/** Deletes every app newDemoApp() made: call it after each test that makes any. */
export async function deleteDemoApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
}
