import { useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { MAX_DISPLAY_NAME } from '../user-profile'
import { Buttons, FormSection, type AuthFormHandle } from './auth-form-layout'
import { FormAlert } from './form-alert'
import { useAuthSubmit } from './use-auth-submit'

interface SignUpFormProps {
  ref?: Ref<AuthFormHandle>
  onSignInInstead: (email: string) => void
  /** The shopper types in the form or sends it, so the other form's message is old news. */
  onUse?: () => void
}

export function SignUpForm({ ref, onSignInInstead, onUse }: SignUpFormProps) {
  const [fields, setFields] = useState({ displayName: '', email: '', password: '', confirmPassword: '' })
  const confirmInput = useRef<HTMLInputElement>(null)
  const alertId = useId()
  const titleId = useId()
  const { form, pending, canSubmit, error, setError, run, alert } = useAuthSubmit({
    logLabel: 'user creation encountered an error',
    adopt: (name, value) => {
      if (Object.hasOwn(fields, name)) setFields((current) => ({ ...current, [name as keyof typeof current]: value }))
    },
  })

  useImperativeHandle(ref, () => ({ clearMessage: () => setError(null) }))

  const field = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    onUse?.()
    const { displayName, email, password, confirmPassword } = fields
    if (password !== confirmPassword) {
      setError({ kind: 'mismatch', message: 'Passwords do not match' })
      confirmInput.current?.focus()
      return
    }
    // The flow stores the typed name in the new user's document.
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
              <button type="button" onClick={() => onSignInInstead(fields.email)}>
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
        <FormInput label="Display Name" type="text" autoComplete="name" required maxLength={MAX_DISPLAY_NAME} {...field('displayName')} />
        <FormInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <FormInput
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={error?.kind === 'password' || undefined}
          {...field('password')}
        />
        <FormInput
          ref={confirmInput}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={error?.kind === 'mismatch' || undefined}
          {...field('confirmPassword')}
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
