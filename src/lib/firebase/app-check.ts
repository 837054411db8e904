// App Check for the shop's /api: a token that says the call comes from the shop's own page, sent as
// X-Firebase-AppCheck. Loaded through dynamic import() by the /api client only, so a first visit carries none of
// it. reCAPTCHA Enterprise with a real project (its script loads when the first token is asked for); in debug
// mode the SDK exchanges a debug token instead and never asks the provider, so the demo loads no Google script;
// with the emulators the page makes its own token, which only the Functions emulator accepts.
import { CustomProvider, ReCaptchaEnterpriseProvider, getLimitedUseToken, getToken, initializeAppCheck, type AppCheck } from 'firebase/app-check'
import { DEBUG_TOKEN_TTL_SECONDS, mintDebugAppCheckToken } from '../app-check/debug-token'
import { firebaseApp } from './app'
import { backendReady } from './backend-ready'
import { firebaseSettings } from './settings'

declare global {
  // The SDK's debug mode reads this when App Check starts.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined
}

let appCheck: AppCheck | null | undefined

/** A provider for debug mode, where the SDK exchanges the debug token and never calls it. */
const unused = new CustomProvider({ getToken: () => Promise.reject(new Error('App Check runs in debug mode')) })

function startAppCheck(): AppCheck | null {
  const { appCheck: settings, options } = firebaseSettings()
  if (!settings) return null
  if (settings.provider === 'debug') self.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken
  const provider =
    settings.provider === 'recaptcha-enterprise'
      ? new ReCaptchaEnterpriseProvider(settings.siteKey)
      : settings.provider === 'emulator'
        ? new CustomProvider({
            getToken: () =>
              Promise.resolve({
                token: mintDebugAppCheckToken(options.appId, options.projectId),
                expireTimeMillis: Date.now() + (DEBUG_TOKEN_TTL_SECONDS - 60) * 1000,
              }),
          })
        : unused
  return initializeAppCheck(firebaseApp(), { provider, isTokenAutoRefreshEnabled: false })
}

/**
 * The token to send with an /api call, or null when the shop has none to give (the call is then refused). A
 * limited-use token is a fresh attestation for one call that changes something: the server uses it up.
 */
export async function appCheckToken(limitedUse = false): Promise<string | null> {
  await backendReady()
  if (appCheck === undefined) appCheck = startAppCheck()
  if (!appCheck) return null
  try {
    return (await (limitedUse ? getLimitedUseToken(appCheck) : getToken(appCheck))).token
  } catch {
    return null
  }
}
