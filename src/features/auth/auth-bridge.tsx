// Loaded on demand (see session-provider.tsx): reactfire's live auth state, reported to the app. Everything
// Auth needs (the Firebase app, the Auth SDK, reactfire, rxjs) lives in this chunk, so anonymous visitors
// who never sign in never download it.
import { useEffect } from 'react'
import { AuthProvider, FirebaseAppProvider } from 'reactfire'
import { firebaseApp } from '../../lib/firebase/app'
import { firebaseAuth } from '../../lib/firebase/auth'
import { useAuthSession, type AuthContext } from './session'

function Reporter({ onChange }: { onChange: (auth: AuthContext) => void }) {
  const session = useAuthSession()
  useEffect(() => {
    if (session) onChange(session)
  }, [session, onChange])
  return null
}

export default function AuthBridge({ onChange }: { onChange: (auth: AuthContext) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <Reporter onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  )
}
