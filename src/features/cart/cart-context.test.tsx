import { render, screen } from '@testing-library/react'
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
