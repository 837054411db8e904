// The visitor's auth state for the whole app. A visitor with no saved Firebase user is anonymous from the
// first frame, and the Auth SDK is only loaded when it is needed: a saved user, a sign-in form submitted, or a
// sign-in in another tab. With a saved user the state is pending until reactfire reports it; if Auth has not
// answered AUTH_PATIENCE_MS after it asked (a slow network: Auth waits up to 30 s), or has not even started
// AUTH_START_PATIENCE_MS after the page did, the shopper gets the visitor's view, which corrects itself when Auth
// reports. Loading Auth and starting the demo's backend take the device's time, not the network's: a busy phone
// gets longer than AUTH_PATIENCE_MS for them, so that its returning shopper does not see the visitor's header first.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { backendReady } from '../../lib/firebase/backend-ready'
import { SAVED_USER_PREFIX, mayHaveSavedUser } from '../../lib/firebase/settings'
import { PENDING_AUTH, type AuthState } from './auth-state'

type BridgeProps = { onChange: (auth: AuthState) => void }

/** When Auth cannot be loaded (offline, a failed deploy), the shop carries on for an anonymous visitor. */
function AuthUnavailable({ onChange }: BridgeProps) {
  useEffect(() => onChange({ user: null }), [onChange])
  return null
}

// Auth talks to the backend as soon as it starts (it reloads a saved user), so it waits for it.
const AuthBridge = lazy<ComponentType<BridgeProps>>(() =>
  backendReady()
    .then(() => import('./auth-bridge'))
    .catch((error: unknown) => {
      console.error('Sign-in is unavailable', error)
      return { default: AuthUnavailable }
    }),
)

/** How long a returning shopper's header stays neutral once Auth has asked the backend. */
export const AUTH_PATIENCE_MS = 3000

/** How long it stays neutral at most while Auth is loaded and started. */
export const AUTH_START_PATIENCE_MS = 10_000

/** Reports that Auth has started: mounted with it, once its chunk is loaded and the backend ready. */
function Started({ onStart }: { onStart: () => void }) {
  useEffect(onStart, [onStart])
  return null
}

interface AuthStateValue {
  /** PENDING_AUTH until the first state is known. */
  auth: AuthState
  /** Start following live auth state (loads the Auth SDK once). */
  followAuth: () => void
}

const AuthStateContext = createContext<AuthStateValue | null>(null)

const isAuthKey = (key: string | null) => key?.startsWith(SAVED_USER_PREFIX) ?? false

export function AuthStateProvider({ children }: { children: ReactNode }) {
  const [savedUser] = useState(mayHaveSavedUser)
  const [auth, setAuth] = useState<AuthState>(savedUser ? PENDING_AUTH : { user: null })
  const [following, setFollowing] = useState(savedUser)
  const [started, setStarted] = useState(false)
  const followAuth = useCallback(() => setFollowing(true), [])
  const onStart = useCallback(() => setStarted(true), [])

  const pending = auth.pending === true
  useEffect(() => {
    if (!pending) return
    const patience = started ? AUTH_PATIENCE_MS : AUTH_START_PATIENCE_MS
    const timer = setTimeout(() => setAuth((current) => (current.pending ? { user: null } : current)), patience)
    return () => clearTimeout(timer)
  }, [pending, started])

  useEffect(() => {
    if (following) return
    const onStorage = (event: StorageEvent) => {
      if (isAuthKey(event.key)) setFollowing(true)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [following])

  const value = useMemo(() => ({ auth, followAuth }), [auth, followAuth])
  return (
    <AuthStateContext.Provider value={value}>
      {following && (
        <Suspense fallback={null}>
          <AuthBridge onChange={setAuth} />
          <Started onStart={onStart} />
        </Suspense>
      )}
      {children}
    </AuthStateContext.Provider>
  )
}

export function useAuthState(): AuthStateValue {
  const value = useContext(AuthStateContext)
  if (!value) throw new Error('useAuthState must be used inside <AuthStateProvider>')
  return value
}
