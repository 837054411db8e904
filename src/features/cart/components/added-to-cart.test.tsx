import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CartProvider, useCartDispatch } from '../cart-context'
import { AddedToCart } from './added-to-cart'

const item = { id: 1, name: 'Canvas Rolltop Backpack', imageUrl: '/images/items/canvas-rolltop-backpack.webp', price: 125 }

function Add({ limit }: { limit?: number }) {
  const dispatch = useCartDispatch()
  return <button onClick={() => dispatch({ type: 'add', item: limit === undefined ? item : { ...item, limit } })}>Add</button>
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

it('says the add was refused, not done, when the cart already holds all the units left', () => {
  render(
    <CartProvider>
      <Add limit={2} />
      <AddedToCart />
    </CartProvider>,
  )
  const note = screen.getByRole('status')
  const add = screen.getByRole('button', { name: 'Add' })
  fireEvent.click(add)
  fireEvent.click(add)
  expect(note).toHaveTextContent(`Added ${item.name} to your cart. Cart, 2 items.`)
  fireEvent.click(add)
  expect(note).toHaveTextContent(`Not added: ${item.name}. Only 2 in stock. Cart, 2 items.`)
})

it('says what was added, goes away after a few seconds, and says it again when the same item is added again', () => {
  render(
    <CartProvider>
      <Add />
      <AddedToCart />
    </CartProvider>,
  )
  const note = screen.getByRole('status')
  expect(note).toBeEmptyDOMElement()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent(`Added ${item.name} to your cart. Cart, 1 item.`)
  act(() => vi.advanceTimersByTime(4000))
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent(`Added ${item.name} to your cart. Cart, 2 items.`)
  // Shown for its full time from the second add, then gone.
  act(() => vi.advanceTimersByTime(4000))
  expect(note).toHaveTextContent('Cart, 2 items.')
  act(() => vi.advanceTimersByTime(1000))
  expect(note).toBeEmptyDOMElement()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent(`Added ${item.name} to your cart. Cart, 3 items.`)
  expect(screen.getAllByRole('status')).toHaveLength(1)
})

it('goes as soon as the shopper moves on with the keyboard, so it never covers what they focus next', () => {
  render(
    <CartProvider>
      <Add />
      <a href="#next">Next</a>
      <AddedToCart />
    </CartProvider>,
  )
  const note = screen.getByRole('status')
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent('Cart, 1 item.')
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'a' })
  expect(note).toHaveTextContent('Cart, 1 item.')
  // Tab moves focus on: the note goes with the focus moving, as every panel does.
  act(() => screen.getByRole('link', { name: 'Next' }).focus())
  expect(note).toBeEmptyDOMElement()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent('Cart, 2 items.')
  fireEvent.keyDown(document.body, { key: 'Escape' })
  expect(note).toBeEmptyDOMElement()
})

it('goes at a press anywhere, and stays on the page the add was made on', () => {
  const { rerender } = render(
    <CartProvider>
      <Add />
      <AddedToCart page="/shop/bags" />
    </CartProvider>,
  )
  const note = screen.getByRole('status')
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent('Cart, 1 item.')
  fireEvent.pointerDown(document.body)
  expect(note).toBeEmptyDOMElement()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(note).toHaveTextContent('Cart, 2 items.')
  rerender(
    <CartProvider>
      <Add />
      <AddedToCart page="/checkout" />
    </CartProvider>,
  )
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})

it("says nothing of a line's + button: the cart's own total says that", () => {
  function Increase() {
    const dispatch = useCartDispatch()
    return <button onClick={() => dispatch({ type: 'increase', item })}>More</button>
  }
  render(
    <CartProvider>
      <Increase />
      <AddedToCart />
    </CartProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'More' }))
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})
