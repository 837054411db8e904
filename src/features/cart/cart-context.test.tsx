import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { CartProvider, useCart, useCartDispatch } from './cart-context'

const item = { id: 1, name: 'Canvas Rolltop Backpack', imageUrl: '/images/items/canvas-rolltop-backpack.webp', price: 125 }

afterEach(() => {
  localStorage.clear()
})

it('keeps components that only change the cart (the product cards) from re-rendering when it changes', async () => {
  let adderRenders = 0
  function Adder() {
    const dispatch = useCartDispatch()
    adderRenders++
    return (
      <>
        <button onClick={() => dispatch({ type: 'add', item })}>Add</button>
        <button onClick={() => dispatch({ type: 'remove', id: item.id })}>Remove one</button>
      </>
    )
  }
  function Summary() {
    const { count, lastAdded } = useCart()
    return <output>{`${count} ${lastAdded ?? 'none'}`}</output>
  }
  const user = userEvent.setup()
  render(
    <CartProvider>
      <Adder />
      <Summary />
    </CartProvider>,
  )
  const rendersBefore = adderRenders
  await user.click(screen.getByRole('button', { name: 'Add' }))
  await user.click(screen.getByRole('button', { name: 'Add' }))
  await user.click(screen.getByRole('button', { name: 'Remove one' }))
  expect(screen.getByRole('status')).toHaveTextContent(`1 ${item.name}`)
  expect(adderRenders).toBe(rendersBefore)
})

it('refuses to run outside its provider', () => {
  function Orphan() {
    useCartDispatch()
    return null
  }
  expect(() => render(<Orphan />)).toThrow('useCartDispatch must be used inside <CartProvider>')
})

it('stores a cart stored without its count (by an older version) again as it reads it, with the count', async () => {
  const line = { ...item, quantity: 2 }
  localStorage.setItem('root', JSON.stringify({ cartItems: [line, { ...line, quantity: -1 }] }))
  function Count() {
    return <output>{useCart().count}</output>
  }
  render(
    <CartProvider>
      <Count />
    </CartProvider>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('2')
  await waitFor(() => expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual({ cartItems: [line], count: 2 }))
})

it('leaves a cart stored as the app stores it, and an empty store, as they are', () => {
  const stored = JSON.stringify({ cartItems: [{ ...item, quantity: 1 }], count: 1 })
  localStorage.setItem('root', stored)
  const { unmount } = render(<CartProvider>{null}</CartProvider>)
  expect(localStorage.getItem('root')).toBe(stored)
  unmount()
  localStorage.clear()
  render(<CartProvider>{null}</CartProvider>)
  expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual({ cartItems: [], count: 0 })
})
