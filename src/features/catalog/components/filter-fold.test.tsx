// The phone's filter sheet is dismissed by the shop's one rule (useDismissablePanel), not by a popover of its own:
// happy-dom has no popover, so these would prove nothing of one.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { FilterFold } from './filter-fold'

// A phone's width, where the button shows and the panel folds into it.
const resize = (width: number) => (window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }).happyDOM.setViewport({ width })
beforeEach(() => resize(390))
afterEach(() => resize(1024))

function setup() {
  const user = userEvent.setup()
  render(
    <>
      <FilterFold active={1}>
        <label>
          Size <select aria-label="Size" />
        </label>
      </FilterFold>
      <p>Page text</p>
      <input aria-label="Elsewhere" />
    </>,
  )
  const button = screen.getByRole('button', { name: /^Filter and sort/ })
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!
  return { user, button, panel }
}

it('opens from its button, is read right after it, and closes on Escape with focus back on the button', async () => {
  const { user, button, panel } = setup()
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(panel).toHaveAttribute('data-open', 'false')
  await user.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(panel).toHaveAttribute('data-open', 'true')
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(button).toHaveFocus()
})

it('closes at a press outside (focus back to the button) and when focus moves out; Done closes it too', async () => {
  const { user, button } = setup()
  await user.click(button)
  await user.click(screen.getByText('Page text'))
  expect(button).toHaveAttribute('aria-expanded', 'false')
  await waitFor(() => expect(button).toHaveFocus())

  await user.click(button)
  await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }))
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus()

  await user.click(button)
  await user.click(screen.getByRole('button', { name: 'Done' }))
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(button).toHaveFocus()
})
