import { act } from '@testing-library/react'
import { useRef, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { useBrowserFilledValues } from './use-auth-submit'

/** A controlled form like the sign-in form, showing its state so the test can read it. */
function Form() {
  const [email, setEmail] = useState('')
  const form = useRef<HTMLFormElement>(null)
  useBrowserFilledValues(form, (name, value) => {
    if (name === 'email') setEmail(value)
  })
  return (
    <form ref={form}>
      <input name="email" aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{`state: ${email}`}</output>
    </form>
  )
}

const roots: Root[] = []
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()))
  document.body.replaceChildren()
})

it('adopts what the browser filled in before hydration, so it is neither erased nor left out of a submit', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  // Typed, or filled by a password manager, while the script was still loading.
  container.querySelector('input')!.value = 'ann@example.com'

  await act(async () => {
    roots.push(hydrateRoot(container, <Form />))
  })

  expect(container.querySelector('output')).toHaveTextContent('state: ann@example.com')
  expect(container.querySelector('input')).toHaveValue('ann@example.com')
})

it('changes nothing in a form whose fields are still empty when it mounts', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  await act(async () => {
    roots.push(hydrateRoot(container, <Form />))
  })
  expect(container.querySelector('output')).toHaveTextContent('state:')
  expect(container.querySelector('input')).toHaveValue('')
})
