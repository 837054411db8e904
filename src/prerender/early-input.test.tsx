import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { enterAgain, readEarlyInput } from './early-input'

/** Controlled controls like the sign-in form's and a product page's, showing their state so the test can read it. */
function Form() {
  const [email, setEmail] = useState('')
  const [size, setSize] = useState('')
  const [sort, setSort] = useState('')
  const [inStock, setInStock] = useState(false)
  return (
    <form>
      <input name="email" aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      {['S', 'M'].map((value) => (
        <input key={value} type="radio" name="size" aria-label={value} value={value} checked={size === value} onChange={() => setSize(value)} />
      ))}
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="">Featured</option>
        <option value="name">Name</option>
      </select>
      <input type="checkbox" aria-label="In stock" checked={inStock} onChange={(event) => setInStock(event.target.checked)} />
      <output>{`email: ${email}; size: ${size}; sort: ${sort}; in stock: ${inStock}`}</output>
    </form>
  )
}

const roots: Root[] = []
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()))
  document.body.replaceChildren()
})

/** A prerendered form, changed by `before` while the script loads, then hydrated and its early input entered again. */
async function hydrateAfter(before: (form: HTMLElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  before(container)
  const early = readEarlyInput(container)
  await act(async () => {
    roots.push(hydrateRoot(container, <Form />))
  })
  await act(async () => early.forEach(enterAgain))
  return { container, early }
}

it('enters again what the browser filled in and the shopper chose before hydration, so the app state holds it', async () => {
  const { container, early } = await hydrateAfter((form) => {
    // Typed, or filled by a password manager, while the script was still loading; a size and a sort chosen.
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ann@example.com'
    form.querySelector<HTMLInputElement>('input[value="M"]')!.checked = true
    form.querySelector('select')!.value = 'name'
    form.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
  })
  expect(early).toHaveLength(4)
  expect(container.querySelector('output')).toHaveTextContent('email: ann@example.com; size: M; sort: name; in stock: true')
  expect(container.querySelector('input[name="email"]')).toHaveValue('ann@example.com')
  expect(container.querySelector('input[value="M"]')).toBeChecked()
})

it('finds nothing to enter in a form left as it was prerendered', async () => {
  const { container, early } = await hydrateAfter(() => {})
  expect(early).toEqual([])
  expect(container.querySelector('output')).toHaveTextContent('email: ; size: ; sort: ; in stock: false')
  expect(container.querySelector('input[name="email"]')).toHaveValue('')
})
