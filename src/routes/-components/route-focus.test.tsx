import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteFocus } from './route-focus'

type Listener = (event: { fromLocation?: object; pathChanged: boolean }) => void
const listeners = new Map<string, Set<Listener>>()

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({
    subscribe: (type: string, listener: Listener) => {
      const set = listeners.get(type) ?? new Set()
      set.add(listener)
      listeners.set(type, set)
      return () => set.delete(listener)
    },
  }),
}))

const emit = (type: string, event: Parameters<Listener>[0] = { fromLocation: {}, pathChanged: true }) => {
  for (const listener of listeners.get(type) ?? []) listener(event)
}

/** The next animation frame, where the focus moves. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

function Page() {
  return (
    <>
      <nav>
        <a href="/customers">Customers</a>
      </nav>
      <main id="main">
        <h1>Customers</h1>
        <a href="/customers/ann">Ann Lee</a>
      </main>
    </>
  )
}

const renderPage = () =>
  render(
    <>
      <RouteFocus mainId="main" />
      <Page />
    </>,
  )

/** A navigation that began with focus where it is now, and has resolved. */
function navigate(pathChanged = true): void {
  emit('onBeforeNavigate')
  emit('onResolved', { fromLocation: {}, pathChanged })
}

beforeEach(() => listeners.clear())
afterEach(() => (document.activeElement as HTMLElement | null)?.blur())

describe('RouteFocus', () => {
  it('moves focus to the new page’s heading when focus is still on the link that was pressed', async () => {
    const { getByRole } = renderPage()
    getByRole('link', { name: 'Customers' }).focus()
    navigate()
    await nextFrame()
    expect(document.activeElement).toBe(getByRole('heading', { name: 'Customers' }))
  })

  it('moves focus to the heading when the pressed link went with the old page', async () => {
    const { getByRole } = renderPage()
    const old = document.body.appendChild(document.createElement('button'))
    old.focus()
    emit('onBeforeNavigate')
    old.remove()
    emit('onResolved')
    await nextFrame()
    expect(document.activeElement).toBe(getByRole('heading', { name: 'Customers' }))
  })

  it('leaves focus where the shopper moved it on the new page before the heading took it', async () => {
    const { getByRole } = renderPage()
    getByRole('link', { name: 'Customers' }).focus()
    navigate()
    getByRole('link', { name: 'Ann Lee' }).focus()
    await nextFrame()
    expect(document.activeElement).toBe(getByRole('link', { name: 'Ann Lee' }))
  })

  it('moves nothing when only the search changed', async () => {
    const { getByRole } = renderPage()
    getByRole('link', { name: 'Customers' }).focus()
    navigate(false)
    await nextFrame()
    expect(document.activeElement).toBe(getByRole('link', { name: 'Customers' }))
  })
})
