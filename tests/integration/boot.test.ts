// src/main.tsx as the browser runs it: its checks happen when the module is first imported.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../setup/dom'

beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllEnvs()
  document.body.replaceChildren()
})

it("throws 'Root element not found!' without a root element", async () => {
  await expect(import('../../src/main')).rejects.toThrow("Root element not found! Add a div with id='root' to your HTML.")
})

it('stops with a message naming the missing settings when the Firebase configuration is partial', async () => {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIzaSyA-1234567890abcdefghijklmnopqrstu')
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'my-shop')
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  expectConsoleError(/The shop could not start/)
  await import('../../src/main')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('The shop could not start')
  expect(alert).toHaveTextContent('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID')
  await waitFor(() => expect(console.error).toHaveBeenCalled())
})
