import styled from '@emotion/styled'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useRef } from 'react'
import * as v from 'valibot'
import { pageTitle } from '../lib/site'
import { pageHead } from '../lib/seo'
import { dropInvalid } from '../lib/drop-invalid'
import { VisuallyHidden } from '../components/visually-hidden'
import { SignInForm, type SignInFormHandle } from '../features/auth/components/sign-in-form'
import { SignUpForm } from '../features/auth/components/sign-up-form'
import type { AuthFormHandle } from '../features/auth/components/auth-form-layout'
import { safeRedirectTarget } from '../features/auth/redirect-target'
import { theme } from '../styles/theme'

export const Route = createFileRoute('/signin')({
  validateSearch: v.object({ redirect: dropInvalid(v.string()) }),
  // Also where a successful sign-in or sign-up leads: the new user reruns this guard.
  beforeLoad: ({ context, search }) => {
    if (context.auth.user) throw redirect({ href: safeRedirectTarget(search.redirect), replace: true })
  },
  head: () => pageHead({ title: pageTitle('Sign in'), description: 'Sign in to Crown Clothing, or create an account.', path: '/signin' }),
  component: SignInPage,
})

const Columns = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 3rem;
  max-width: 58rem;
  margin: 1rem auto 0;
  ${theme.breakpoint.narrow} {
    flex-direction: column;
    align-items: center;
  }
`

function SignInPage() {
  const signIn = useRef<SignInFormHandle>(null)
  const signUp = useRef<AuthFormHandle>(null)
  // A message belongs to the form last used: using one form takes the other's away.
  return (
    <>
      <VisuallyHidden as="h1">Sign in or sign up</VisuallyHidden>
      <Columns>
        <SignInForm ref={signIn} onUse={() => signUp.current?.clearMessage()} />
        <SignUpForm ref={signUp} onUse={() => signIn.current?.clearMessage()} onSignInInstead={(email) => signIn.current?.prefill(email)} />
      </Columns>
    </>
  )
}
