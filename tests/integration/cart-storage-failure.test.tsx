// Its own file: use-local-storage-state keeps an in-memory fallback per key for the life of the module.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { plainItem } from '../support/demo-catalog'
import { renderApp } from './harness'

afterEach(() => {
  vi.restoreAllMocks()
})

it('keeps working for the visit when the browser refuses to store the cart', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  const item = plainItem('Accessories')
  const { user } = await renderApp('/shop/accessories')
  const card = (await screen.findByText(item.name)).closest('li')!
  await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
  await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
  expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'SHOP' }))
  // The cart closes as a page changes: it is opened on the shop's page once that has come.
  await screen.findByRole('heading', { level: 1, name: 'Shop' }, { timeout: 3000 })
  await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }))
  // The dropdown's code loads on the first open: the button comes when it is there, as a shopper would see it.
  await user.click(await screen.findByRole('button', { name: 'GO TO CHECKOUT' }, { timeout: 3000 }))
  // The checkout's code loads on the first visit to it, too.
  expect(await screen.findByText(/Your browser is not saving the cart/, {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.getByLabelText(`Quantity of ${item.name}`)).toHaveTextContent('2')
})
