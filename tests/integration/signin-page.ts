// What the /signin tests share: a demo shopper, the two forms, filling them in, and a log of the requests sent.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import type { renderApp } from './harness'

type User = Awaited<ReturnType<typeof renderApp>>['user']

export const ann = { email: 'ann@example.com', password: 'secret123', displayName: 'Ann Shopper' }

/** Every request the app sends during each test (as 'POST /v1/accounts:signUp'), to prove what was (not) sent. */
export function recordRequests(): () => string[] {
  let requests: string[] = []
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  beforeEach(() => {
    requests = []
    server.events.on('request:start', record)
  })
  afterEach(() => {
    server.events.removeListener('request:start', record)
  })
  return () => requests
}

export const signInForm = () => screen.getByRole('region', { name: 'I already have an account' })
export const signUpForm = () => screen.getByRole('region', { name: 'I do not have an account' })
export const userDoc = (uid: string) => mockState().documents[`users/${uid}`]
/**
 * The form's alert once it says `text`. The alert region is always in the page (empty until an error), so
 * `findByRole('alert')` alone would return it before the answer arrives; wait for the words instead.
 */
export function alertSaying(form: () => HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const alert = within(form()).getByRole('alert')
      expect(alert).toHaveTextContent(text)
      return alert
    },
    { timeout: 3000 },
  )
}

export const signedInHeader = () => screen.findByRole('button', { name: 'SIGN OUT' }, { timeout: 3000 })

export async function signUp(user: User, fields: { displayName: string; email: string; password: string; confirm?: string }) {
  const form = signUpForm()
  await user.type(within(form).getByLabelText('Display Name'), fields.displayName)
  await user.type(within(form).getByLabelText('Email'), fields.email)
  await user.type(within(form).getByLabelText('Password'), fields.password)
  await user.type(within(form).getByLabelText('Confirm Password'), fields.confirm ?? fields.password)
  await user.click(within(form).getByRole('button', { name: 'SIGN UP' }))
}

export async function signIn(user: User, email: string, password: string) {
  const form = signInForm()
  await user.clear(within(form).getByLabelText('Email'))
  await user.type(within(form).getByLabelText('Email'), email)
  await user.type(within(form).getByLabelText('Password'), password)
  await user.click(within(form).getByRole('button', { name: 'Sign In' }))
}
