import { describe, expect, it } from 'vitest'
import { DEMO_DEBUG_TOKEN } from '../app-check/debug-token'
import { ConfigError, DEMO_OPTIONS, parseFirebaseSettings } from './config'

const project = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA-1234567890abcdefghijklmnopqrstu',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abc123def456',
}

describe('parseFirebaseSettings', () => {
  it('uses the mock backend when nothing is configured', () => {
    expect(parseFirebaseSettings({})).toEqual({ mode: 'mock', options: DEMO_OPTIONS, appCheck: { provider: 'debug', debugToken: DEMO_DEBUG_TOKEN } })
  })

  it('treats blank settings as unset', () => {
    expect(parseFirebaseSettings({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_EMULATORS: '' }).mode).toBe('mock')
  })

  it('uses a real project when every required setting is present', () => {
    const settings = parseFirebaseSettings({ ...project, VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012' })
    expect(settings.mode).toBe('project')
    expect(settings.options).toEqual({
      apiKey: project.VITE_FIREBASE_API_KEY,
      authDomain: 'my-shop.firebaseapp.com',
      projectId: 'my-shop',
      appId: '1:123456789012:web:abc123def456',
      messagingSenderId: '123456789012',
    })
  })

  it('names every missing setting of a partial configuration', () => {
    const { VITE_FIREBASE_APP_ID: _app, VITE_FIREBASE_AUTH_DOMAIN: _domain, ...partial } = project
    expect(() => parseFirebaseSettings(partial)).toThrow(ConfigError)
    expect(() => parseFirebaseSettings(partial)).toThrow(/VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID/)
  })

  it.each([
    ['VITE_FIREBASE_PROJECT_ID', 'My Shop'],
    ['VITE_FIREBASE_APP_ID', 'not-an-app-id'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'https://my-shop.firebaseapp.com/'],
    ['VITE_FIREBASE_API_KEY', 'key with spaces'],
  ])('names a malformed %s', (key, value) => {
    expect(() => parseFirebaseSettings({ ...project, [key]: value })).toThrow(new RegExp(`${key} is malformed`))
  })

  it('connects to the emulators with the demo project when only emulators are named', () => {
    const settings = parseFirebaseSettings({ VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099, firestore=localhost:8080' })
    expect(settings).toEqual({
      mode: 'emulators',
      options: DEMO_OPTIONS,
      emulators: { auth: { host: '127.0.0.1', port: 9099 }, firestore: { host: 'localhost', port: 8080 } },
      appCheck: { provider: 'emulator' },
    })
  })

  it('connects a configured project to the emulators', () => {
    const settings = parseFirebaseSettings({ ...project, VITE_FIREBASE_EMULATORS: 'firestore=[::1]:8080,auth=127.0.0.1:9099' })
    expect(settings.mode).toBe('emulators')
    expect(settings.options.projectId).toBe('my-shop')
    expect(settings.emulators?.firestore).toEqual({ host: '[::1]', port: 8080 })
  })

  it('connects to the Storage emulator when it is named too', () => {
    const settings = parseFirebaseSettings({ VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099,firestore=127.0.0.1:8080,storage=127.0.0.1:9199' })
    expect(settings.emulators?.storage).toEqual({ host: '127.0.0.1', port: 9199 })
    expect(settings.options.storageBucket).toBe('demo-storefront.firebasestorage.app')
  })

  it.each([
    ['auth=127.0.0.1:9099', /name both emulators/],
    ['storage=127.0.0.1:9199', /name both emulators/],
    ['auth=127.0.0.1', /not host:port/],
    ['auth=127.0.0.1:70000,firestore=127.0.0.1:8080', /not host:port/],
    ['database=127.0.0.1:9000', /should be auth=host:port/],
  ])('rejects the emulator setting %s', (value, message) => {
    expect(() => parseFirebaseSettings({ VITE_FIREBASE_EMULATORS: value })).toThrow(message)
  })

  describe('App Check', () => {
    const siteKey = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789A'

    it('uses reCAPTCHA Enterprise with a real project’s site key, and nothing without one', () => {
      expect(parseFirebaseSettings({ ...project, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: siteKey }).appCheck).toEqual({ provider: 'recaptcha-enterprise', siteKey })
      expect(parseFirebaseSettings(project).appCheck).toBeUndefined()
    })

    it('names a malformed site key', () => {
      expect(() => parseFirebaseSettings({ ...project, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'key with spaces' })).toThrow(
        /VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is malformed/,
      )
    })

    it('takes a developer’s debug token under the development server only: a build would publish it', () => {
      const debugToken = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
      const env = { ...project, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: siteKey, VITE_APPCHECK_DEBUG_TOKEN: debugToken }
      expect(parseFirebaseSettings(env, { allowDebugToken: true }).appCheck).toEqual({ provider: 'debug', debugToken })
      expect(() => parseFirebaseSettings(env)).toThrow(/VITE_APPCHECK_DEBUG_TOKEN is for `npm run dev` only/)
    })
  })
})
