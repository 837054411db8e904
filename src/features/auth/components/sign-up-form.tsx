import { useId, useImperativeHandle, useRef, type FormEvent, type Ref } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { MAX_DISPLAY_NAME } from '../user-profile'
import { Buttons, FormSection, type AuthFormHandle } from './auth-form-layout'
import { FormAlert } from './form-alert'
import { useAuthSubmit } from './use-auth-submit'
import { rememberSignUpName } from '../sign-up-name'

interface SignUpFormProps {
  ref?: Ref<AuthFormHandle>
  onSignInInstead: (email: string) => void
  /** The shopper types in the form or sends it, so the other form's message is old news. */
  onUse?: () => void
}

export function SignUpForm({ ref, onSignInInstead, onUse }: SignUpFormProps) {
  const confirmInput = useRef<HTMLInputElement>(null)
  const alertId = useId()
  const titleId = useId()
  const { form, pending, canSubmit, error, setError, run, alert, fieldText } = useAuthSubmit({ logLabel: 'user creation encountered an error' })

  useImperativeHandle(ref, () => ({ clearMessage: () => setError(null) }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    onUse?.()
    const [displayName, email, password, confirmPassword] = [fieldText('displayName'), fieldText('email'), fieldText('password'), fieldText('confirmPassword')]
    if (password !== confirmPassword) {
      setError({ kind: 'mismatch', message: 'Passwords do not match' })
      confirmInput.current?.focus()
      return
    }
    // The flow stores the typed name in the new user's document.
    // Kept on the device until the user document holds it: the shopper may leave the page before it is written.
    rememberSignUpName(email, displayName)
    await run(async () => ({ user: await (await import('../../../lib/firebase/auth-actions')).signUpWithEmail(email, password), displayName }))
  }

  return (
    <FormSection aria-labelledby={titleId}>
      <h2 id={titleId}>I do not have an account</h2>
      <p>Sign up with your email and password</p>
      <FormAlert id={alertId} box={alert}>
        {error && (
          <>
            <p>{error.message}</p>
            {error.kind === 'email-exists' && (
              <button type="button" onClick={() => onSignInInstead(fieldText('email'))}>
                Sign in with this email instead
              </button>
            )}
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
        <FormInput label="Display Name" type="text" autoComplete="name" required maxLength={MAX_DISPLAY_NAME} name="displayName" />
        <FormInput label="Email" name="email" type="email" autoComplete="email" required />
        <FormInput
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={error?.kind === 'password' || undefined}
        />
        <FormInput
          ref={confirmInput}
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={error?.kind === 'mismatch' || undefined}
        />
        <Buttons>
          <Button type="submit" disabled={!canSubmit}>
            SIGN UP
          </Button>
        </Buttons>
      </form>
    </FormSection>
  )
}
