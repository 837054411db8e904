// How long a returning shopper's header stays neutral: AUTH_PATIENCE_MS once Auth has asked the backend, longer
// (AUTH_START_PATIENCE_MS at most) while Auth is still loading or the demo's backend starting, as on a busy phone.
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { savedUserKey } from '../../lib/firebase/settings'
import type { AuthState } from './auth-state'
import { AUTH_PATIENCE_MS, AUTH_START_PATIENCE_MS } from './auth-state-provider'

// Auth as the test says: the bridge, once loaded, hands the test its onChange to report with.
const bridge = vi.hoisted(() => ({ onChange: undefined as ((auth: AuthState) => void) | undefined }))
vi.mock('./auth-bridge', () => ({
  default: ({ onChange }: { onChange: (auth: AuthState) => void }) => {
    bridge.onChange = onChange
    return null
  },
}))

/**
 * Renders a fresh provider (React.lazy keeps a loaded bridge: each test loads its own) with a probe of its state,
 * Auth starting once `backend` resolves.
 */
async function renderProvider(backend: Promise<void>) {
  vi.resetModules()
  const { startBackendWith } = await import('../../lib/firebase/backend-ready')
  const { AuthStateProvider, useAuthState } = await import('./auth-state-provider')
  startBackendWith(() => backend)
  function Probe() {
    const { auth } = useAuthState()
    return <p>{auth.pending ? 'pending' : (auth.user?.displayName ?? 'visitor')}</p>
  }
  render(
    <AuthStateProvider>
      <Probe />
    </AuthStateProvider>,
  )
}

/** Lets the lazy bridge load and React commit, with time standing still. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

beforeEach(() => {
  localStorage.setItem(savedUserKey(), '{}')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
  bridge.onChange = undefined
  localStorage.clear()
})

it('shows the visitor AUTH_PATIENCE_MS after Auth has asked, and the shopper when it answers', async () => {
  await renderProvider(Promise.resolve())
  await settle()
  expect(bridge.onChange).toBeDefined()
  expect(screen.getByText('pending')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(AUTH_PATIENCE_MS - 10))
  expect(screen.getByText('pending')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(10))
  expect(screen.getByText('visitor')).toBeInTheDocument()
  act(() => bridge.onChange!({ user: { uid: 'u1', email: 'ann@example.com', displayName: 'Ann' } }))
  expect(screen.getByText('Ann')).toBeInTheDocument()
})

it('waits longer while Auth cannot start (the backend starting), AUTH_START_PATIENCE_MS at most', async () => {
  let ready = () => {}
  await renderProvider(new Promise<void>((resolve) => (ready = resolve)))
  await settle()
  await act(() => vi.advanceTimersByTimeAsync(AUTH_PATIENCE_MS + 1000))
  expect(bridge.onChange).toBeUndefined()
  expect(screen.getByText('pending')).toBeInTheDocument()
  // The backend is ready after 4 s: Auth asks, and gets AUTH_PATIENCE_MS from then.
  ready()
  await settle()
  expect(bridge.onChange).toBeDefined()
  await act(() => vi.advanceTimersByTimeAsync(AUTH_PATIENCE_MS - 10))
  expect(screen.getByText('pending')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(10))
  expect(screen.getByText('visitor')).toBeInTheDocument()
})

it('shows the visitor AUTH_START_PATIENCE_MS after the page started when Auth never does', async () => {
  await renderProvider(new Promise<void>(() => {}))
  await settle()
  await act(() => vi.advanceTimersByTimeAsync(AUTH_START_PATIENCE_MS - 10))
  expect(screen.getByText('pending')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(10))
  expect(screen.getByText('visitor')).toBeInTheDocument()
})
