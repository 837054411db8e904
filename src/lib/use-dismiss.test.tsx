import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { expect, it } from 'vitest'
import { useDismiss } from './use-dismiss'

/** A note that never takes focus: no inside, nothing to give focus back to. */
function Note() {
  const [shown, setShown] = useState(false)
  useDismiss({ active: shown, onDismiss: () => setShown(false) })
  return (
    <>
      <button onClick={() => setShown(true)}>Show</button>
      <input aria-label="Elsewhere" />
      <p>Page text</p>
      <p role="status">{shown ? 'Shown' : ''}</p>
    </>
  )
}

it('dismisses what has no inside at Escape, at any press and at any focus moved', async () => {
  const user = userEvent.setup()
  render(<Note />)
  const status = screen.getByRole('status')
  const show = screen.getByRole('button', { name: 'Show' })
  await user.click(show)
  expect(status).toHaveTextContent('Shown')
  await user.keyboard('a')
  expect(status).toHaveTextContent('Shown')
  await user.keyboard('{Escape}')
  expect(status).toBeEmptyDOMElement()
  expect(show).toHaveFocus()

  await user.click(show)
  await user.click(screen.getByText('Page text'))
  expect(status).toBeEmptyDOMElement()

  await user.click(show)
  await user.tab()
  expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus()
  expect(status).toBeEmptyDOMElement()
})

/** A sheet that is always in the page, shown or hidden by a flag, with a separate button to return focus to. */
function Sheet() {
  const [open, setOpen] = useState(false)
  const inside = useRef<HTMLDivElement>(null)
  const back = useRef<HTMLButtonElement>(null)
  useDismiss({ active: open, onDismiss: () => setOpen(false), insideRef: inside, returnRef: back })
  return (
    <>
      <div ref={inside}>
        <button ref={back} aria-expanded={open} onClick={() => setOpen(!open)}>
          Open
        </button>
        <div hidden={!open}>
          <input aria-label="Inside" />
        </div>
      </div>
      <p>Page text</p>
    </>
  )
}

it('keeps what is inside, and gives focus back only when it was inside or would be lost', async () => {
  const user = userEvent.setup()
  render(<Sheet />)
  const open = screen.getByRole('button', { name: 'Open' })
  await user.click(open)
  await user.click(screen.getByRole('textbox', { name: 'Inside' }))
  expect(open).toHaveAttribute('aria-expanded', 'true')
  await user.keyboard('{Escape}')
  expect(open).toHaveAttribute('aria-expanded', 'false')
  expect(open).toHaveFocus()

  await user.click(open)
  await user.click(screen.getByText('Page text'))
  expect(open).toHaveAttribute('aria-expanded', 'false')
  await waitFor(() => expect(open).toHaveFocus())
})
