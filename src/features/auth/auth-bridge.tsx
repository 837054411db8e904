// Loaded on demand (see auth-state-provider.tsx): reactfire's live auth state, reported to the app. Everything
// Auth needs (the Firebase app, the Auth SDK, reactfire, rxjs) lives in this chunk, so anonymous visitors
// who never sign in never download it.
import { useEffect } from 'react'
import { AuthProvider, FirebaseAppProvider } from 'reactfire'
import { firebaseApp } from '../../lib/firebase/app'
import { firebaseAuth } from '../../lib/firebase/auth'
import type { AuthState } from './auth-state'
import { useLiveAuthState } from './live-auth-state'

function Reporter({ onChange }: { onChange: (auth: AuthState) => void }) {
  const auth = useLiveAuthState()
  useEffect(() => {
    if (auth) onChange(auth)
  }, [auth, onChange])
  return null
}

export default function AuthBridge({ onChange }: { onChange: (auth: AuthState) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <Reporter onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  )
}
