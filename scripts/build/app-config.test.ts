// The shop's Firebase settings are checked when it is built (vite.config.ts): a partial configuration stops the
// build and `npm run dev` with a message that names what is missing, and the app gets the checked settings.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import appConfig from '../../vite.config'

const project = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA-1234567890abcdefghijklmnopqrstu',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abc123def456',
}
const build = () => appConfig({ mode: 'production', command: 'build' })
const SETTINGS = [...Object.keys(project), 'VITE_FIREBASE_STORAGE_BUCKET', 'VITE_FIREBASE_MESSAGING_SENDER_ID', 'VITE_FIREBASE_EMULATORS']

// Whatever the shell running the tests has set, each case starts from none of the settings.
beforeEach(() => {
  for (const key of SETTINGS) vi.stubEnv(key, '')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

it('stops with a message naming the missing settings when the configuration is partial', () => {
  vi.stubEnv('VITE_FIREBASE_API_KEY', project.VITE_FIREBASE_API_KEY)
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', project.VITE_FIREBASE_PROJECT_ID)
  expect(build).toThrow(/Incomplete Firebase configuration: set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID/)
})

it("gives the app a real project's checked settings, and no demo backend", () => {
  for (const [key, value] of Object.entries(project)) vi.stubEnv(key, value)
  const define = build().define!
  expect(JSON.parse(define.__DEMO_BACKEND__ as string)).toBe(false)
  expect(JSON.parse(define.__FIREBASE_SETTINGS__ as string)).toEqual({
    mode: 'project',
    options: { apiKey: project.VITE_FIREBASE_API_KEY, authDomain: 'my-shop.firebaseapp.com', projectId: 'my-shop', appId: '1:123456789012:web:abc123def456' },
  })
})

it('builds the demo on the mock backend when nothing is configured', () => {
  const define = build().define!
  expect(JSON.parse(define.__DEMO_BACKEND__ as string)).toBe(true)
  expect(JSON.parse(define.__FIREBASE_SETTINGS__ as string)).toMatchObject({ mode: 'mock' })
})
