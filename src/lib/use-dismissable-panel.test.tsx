import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { useDismissablePanel } from './use-dismissable-panel'

function Menu() {
  const { open, toggle, close, anchorRef, triggerRef } = useDismissablePanel()
  return (
    <div ref={anchorRef}>
      <button ref={triggerRef} aria-expanded={open} onClick={toggle}>
        Menu
      </button>
      {open && (
        <div role="region" aria-label="Panel">
          <p>Inside</p>
          <button onClick={close}>Done</button>
        </div>
      )}
    </div>
  )
}

it('starts closed, toggles, and closes, with functions kept across renders', () => {
  const { result, rerender } = renderHook(() => useDismissablePanel())
  const { toggle, close } = result.current
  expect(result.current.open).toBe(false)
  act(() => result.current.toggle())
  expect(result.current.open).toBe(true)
  act(() => result.current.toggle())
  expect(result.current.open).toBe(false)
  act(() => result.current.toggle())
  act(() => result.current.close())
  expect(result.current.open).toBe(false)
  rerender()
  expect(result.current.toggle).toBe(toggle)
  expect(result.current.close).toBe(close)
})

function setup() {
  const user = userEvent.setup()
  render(
    <>
      <Menu />
      <p>Page text</p>
      <input aria-label="Elsewhere" />
    </>,
  )
  const trigger = screen.getByRole('button', { name: 'Menu' })
  const panel = () => screen.queryByRole('region', { name: 'Panel' })
  return { user, trigger, panel }
}

it('closes on Escape from inside the panel and returns focus to its button', async () => {
  const { user, trigger, panel } = setup()
  await user.click(trigger)
  await user.tab()
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(panel()).not.toBeInTheDocument()
  expect(trigger).toHaveFocus()
})

it('stays open for a press inside; a press on the page outside closes it, and focus that would be lost returns to its button', async () => {
  const { user, trigger, panel } = setup()
  await user.click(trigger)
  await user.click(screen.getByText('Inside'))
  expect(panel()).toBeInTheDocument()
  await user.click(screen.getByText('Page text'))
  expect(panel()).not.toBeInTheDocument()
  await waitFor(() => expect(trigger).toHaveFocus())
})

it('leaves focus where the shopper moved it: a press on another control, or Tab out of the panel, closes it', async () => {
  const { user, trigger, panel } = setup()
  const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' })
  await user.click(trigger)
  await user.click(elsewhere)
  expect(panel()).not.toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(elsewhere).toHaveFocus()

  await user.click(trigger)
  await user.tab()
  await user.tab()
  expect(elsewhere).toHaveFocus()
  expect(panel()).not.toBeInTheDocument()
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
})
