// Real firebase/auth instances against the mock: one per call, so sessions never leak between tests (or
// between two "devices" of one test). deleteDemoApps() removes them.
import { initializeAuth, inMemoryPersistence, type Auth } from 'firebase/auth'
import { newDemoApp } from './demo-project'

export function newAuth(): Auth {
  return initializeAuth(newDemoApp(), { persistence: inMemoryPersistence })
}
