// src/main.tsx as the browser runs it: its checks happen when the module is first imported.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../setup/dom'

beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  vi.doUnmock('../../src/prerender/client')
  document.body.replaceChildren()
})

it("throws 'Root element not found!' without a root element", async () => {
  await expect(import('../../src/main')).rejects.toThrow("Root element not found! Add a div with id='root' to your HTML.")
})

it('says the shop could not start when starting it fails, and logs why', async () => {
  vi.doMock('../../src/prerender/client', () => ({ renderApp: () => Promise.reject(new Error('no route')) }))
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  expectConsoleError(/The shop could not start/)
  await import('../../src/main')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('The shop could not start. Please reload the page.')
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('The shop could not start', expect.objectContaining({ message: 'no route' })))
})
