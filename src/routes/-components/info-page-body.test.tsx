import { startTransition, Suspense, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { loadInfoPageBody, useInfoPageBody } from './info-page-body'

/** A page shaped as the route's: hooks before the text and after it. */
function Page({ path }: { path: '/returns' | '/imprint' }) {
  const [before] = useState('before')
  const body = useInfoPageBody(path)
  const [after] = useState('after')
  return <p>{`${before} ${body.description} ${after}`}</p>
}

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
})

function newRoot(errors: unknown[]): { root: Root; container: HTMLElement } {
  const container = document.createElement('div')
  const root = createRoot(container, { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) })
  roots.push(root)
  return { root, container }
}

describe('useInfoPageBody', () => {
  it('renders the page once its text arrives, with the hooks after it mounted, and no error React recovers from', async () => {
    const errors: unknown[] = []
    const { root, container } = newRoot(errors)
    // As when a prerendered page hydrates: no loader ran, so the text's module is still on its way.
    startTransition(() => root.render(<Page path="/returns" />))
    await expect.poll(() => container.textContent, { timeout: 2000 }).toMatch(/^before .+ after$/)
    expect(errors).toEqual([])
  })

  it('renders at once, in a render that cannot wait, when the text is already loaded', async () => {
    const body = await loadInfoPageBody('/imprint')
    const { root, container } = newRoot([])
    flushSync(() =>
      root.render(
        <Suspense fallback="loading">
          <Page path="/imprint" />
        </Suspense>,
      ),
    )
    expect(container.textContent).toBe(`before ${body.description} after`)
  })
})
