import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { firebaseSettings } from '../../../lib/firebase/settings'
import { Buttons, FormSection, type AuthFormHandle } from './auth-form-layout'
import { FormAlert } from './form-alert'
import { useAuthSubmit } from './use-auth-submit'

const actions = () => import('../../../lib/firebase/auth-actions')

const Forgot = styled.p`
  margin: -0.5rem 0 1.25rem;
  a {
    display: inline-block;
    padding: 0.25rem 0;
    color: inherit;
  }
`

// Only the demo build has it (the mock backend cannot reach Google); other builds do not contain its code.
const loadDemoChooser = () => import('./demo-google-chooser')
const DemoGoogleChooser = __DEMO_BACKEND__ ? lazy(() => loadDemoChooser().then(({ DemoGoogleChooser }) => ({ default: DemoGoogleChooser }))) : null

export interface SignInFormHandle extends AuthFormHandle {
  /** Fill in the email (from the sign-up form) and move to the password. */
  prefill: (email: string) => void
}

/** `onUse`: the shopper types in the form or sends it, so the other form's message is old news. */
export function SignInForm({ ref, onUse }: { ref?: Ref<SignInFormHandle>; onUse?: () => void }) {
  const [choosing, setChoosing] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const googleButton = useRef<HTMLButtonElement>(null)
  const alertId = useId()
  const titleId = useId()
  const { form, pending, canSubmit, error, setError, run, alert, fieldText } = useAuthSubmit({ logLabel: 'user sign in failed' })

  // The demo chooser's code is fetched with the form, so that it opens at once.
  useEffect(() => {
    if (DemoGoogleChooser) void loadDemoChooser()
  }, [])

  useImperativeHandle(ref, () => ({
    prefill: (value) => {
      if (emailInput.current) emailInput.current.value = value
      passwordInput.current?.focus()
    },
    clearMessage: () => setError(null),
  }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    onUse?.()
    const [email, password] = [fieldText('email'), fieldText('password')]
    const failure = await run(async () => ({ user: await (await actions()).signInWithEmail(email, password) }))
    // A wrong password is typed again; after a network error the retry reuses it.
    if (failure?.kind === 'credentials' && passwordInput.current) passwordInput.current.value = ''
  }

  const onGoogle = () => {
    if (pending) return
    onUse?.()
    // The mock backend cannot reach Google: a demo chooser ends in the same Identity Toolkit call.
    if (DemoGoogleChooser && firebaseSettings().mode === 'mock') setChoosing(true)
    else void run(async () => ({ user: await (await actions()).signInWithGooglePopup() }))
  }

  return (
    <FormSection aria-labelledby={titleId}>
      <h2 id={titleId}>I already have an account</h2>
      <p>Sign in with your email and password</p>
      <FormAlert id={alertId} box={alert}>
        {error && (
          <>
            <p>{error.message}</p>
            {error.kind === 'retry' && (
              <button type="button" onClick={() => form.current?.requestSubmit()}>
                Try again
              </button>
            )}
          </>
        )}
      </FormAlert>
      {/* POST, never GET: a submit the script does not catch must not put the password in the URL. */}
      <form ref={form} method="post" onSubmit={onSubmit} onInput={onUse} aria-describedby={alertId}>
        <FormInput ref={emailInput} label="Email" name="email" type="email" autoComplete="email" required />
        <FormInput
          ref={passwordInput}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error?.kind === 'credentials' || undefined}
        />
        <Forgot>
          <Link to="/reset-password">Forgot your password?</Link>
        </Forgot>
        <Buttons>
          <Button type="submit" disabled={!canSubmit}>
            Sign In
          </Button>
          <Button ref={googleButton} type="button" variant="google" disabled={!canSubmit} onClick={onGoogle}>
            Sign In with Google
          </Button>
        </Buttons>
      </form>
      {DemoGoogleChooser && choosing && (
        <Suspense fallback={null}>
          <DemoGoogleChooser
            onCancel={() => {
              setChoosing(false)
              // The dialog is gone before it could hand focus back.
              requestAnimationFrame(() => googleButton.current?.focus())
            }}
            onChoose={(profile) => {
              setChoosing(false)
              void run(async () => ({ user: await (await actions()).signInWithGoogleProfile(profile) }))
            }}
          />
        </Suspense>
      )}
    </FormSection>
  )
}
