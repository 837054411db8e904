// The forms' fields are the browser's: what a shopper typed (or a password manager filled in) into a prerendered
// form before the app was live stays in the fields through hydration, and is what the form sends.
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

const actions = vi.hoisted(() => ({
  signInWithEmail: vi.fn(async () => ({ uid: 'ann' })),
  signUpWithEmail: vi.fn(async () => ({ uid: 'bob' })),
}))
vi.mock('../../../lib/firebase/auth-actions', () => actions)
vi.mock('../auth-state-provider', () => ({ useAuthState: () => ({ followAuth: () => {} }) }))
// The forms alone, without the app's router: its links are plain links here.
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }))
const sent = vi.hoisted(() => [] as unknown[])
vi.mock('../api/auth-flow', () => ({
  useAuthFlow: () => ({
    isPending: false,
    mutateAsync: async (flow: () => Promise<unknown>) => {
      sent.push(await flow())
    },
  }),
}))

const roots: Root[] = []
beforeEach(() => {
  sent.length = 0
  vi.clearAllMocks()
})
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()))
  document.body.replaceChildren()
})

/** A prerendered form, typed into before the app hydrates it; then hydrated. */
async function typedBeforeLive(form: React.ReactElement, typed: Record<string, string>) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(form)
  document.body.append(container)
  for (const [name, value] of Object.entries(typed)) container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value
  await act(async () => {
    roots.push(hydrateRoot(container, form))
  })
  return container
}

const submit = async (container: HTMLElement) => {
  await act(async () => container.querySelector('form')!.requestSubmit())
}

it('signs in with what was typed before the page was live, which stays in the fields', async () => {
  const container = await typedBeforeLive(<SignInForm />, { email: 'ann@example.com', password: 'secret123' })
  expect(container.querySelector('input[name="email"]')).toHaveValue('ann@example.com')
  await submit(container)
  expect(actions.signInWithEmail).toHaveBeenCalledWith('ann@example.com', 'secret123')
  expect(container.querySelector('input[name="password"]')).toHaveValue('secret123')
})

it('signs up with every field typed before the page was live, and checks the passwords match', async () => {
  const typed = { displayName: 'Bob', email: 'bob@example.com', password: 'secret123', confirmPassword: 'secret124' }
  const container = await typedBeforeLive(<SignUpForm onSignInInstead={() => {}} />, typed)
  await submit(container)
  expect(container).toHaveTextContent('Passwords do not match')
  expect(actions.signUpWithEmail).not.toHaveBeenCalled()

  container.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!.value = 'secret123'
  await submit(container)
  expect(actions.signUpWithEmail).toHaveBeenCalledWith('bob@example.com', 'secret123')
  expect(sent).toEqual([{ user: { uid: 'bob' }, displayName: 'Bob' }])
})
