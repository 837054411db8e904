// The filters' parameters as the route validates them: unknown choices and malformed values are dropped, never an
// error page; a maximum price below the minimum is said next to the Max field, typed or opened from a link.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCollection } from '../support/demo-catalog'
import { renderApp } from './harness'

const cardNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('listitem')
    .filter((li) => within(li).queryByRole('button', { name: 'Add to Cart' }))
    .map((li) => li.querySelector('span')?.textContent)
const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent)
const searchOf = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.location.search as Record<string, unknown>

const apparel = demoCollection('Apparel')
const apparelFrom = (min: number) => apparel.items.filter((item) => item.price >= min).map((item) => item.name)
const REVERSED = 'Lower than the min price ($50), so not applied.'

describe('unknown and malformed filter parameters', () => {
  it('drops a size and a colour the collection does not have, and a malformed price, listing every item', async () => {
    const { user, router } = await renderApp('/shop/apparel?size=ZZZ&color=teal&min=abc&minPrice=abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'APPAREL' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('')
    expect(optionsOf('Size')).toEqual(['Any size', 'XS', 'S', 'M', 'L', 'XL'])
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('')
    expect(optionsOf('Colour')).not.toContain('teal')
    expect(screen.getByRole('spinbutton', { name: 'Min price ($)' })).toHaveValue(null)
    expect(cardNames()).toEqual(apparel.items.map((item) => item.name))
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    // The next choice leaves them behind.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M')
    await waitFor(() => expect(searchOf(router)).toEqual({ size: 'M' }))
  })

  it('drops a collection and a colour the results do not have', async () => {
    await renderApp('/search?q=bag&collection=nope&color=teal')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Collection' })).toHaveValue('')
    expect(optionsOf('Collection')).not.toContain('nope')
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('')
    expect(within(screen.getByRole('main')).getByRole('status')).not.toHaveTextContent('filtered')
  })
})

describe('a maximum price below the minimum', () => {
  it('opened from a link: Max keeps its value and says it is not applied; the list applies the minimum', async () => {
    await renderApp('/shop/apparel?min=50&max=10')
    await screen.findByRole('heading', { level: 1, name: 'APPAREL' })
    const max = screen.getByRole('spinbutton', { name: 'Max price ($)' })
    expect(max).toHaveValue(10)
    expect(max).toBeInvalid()
    expect(max).toHaveAccessibleDescription(REVERSED)
    expect(cardNames()).toEqual(apparelFrom(50))
    expect(cardNames()).toContain('Cashmere Crewneck Sweater')
  })

  it('typed: the same message, gone once the maximum is high enough', async () => {
    const { user, router } = await renderApp('/shop/apparel')
    await screen.findByRole('heading', { level: 1, name: 'APPAREL' })
    await user.type(screen.getByRole('spinbutton', { name: 'Min price ($)' }), '50')
    const max = screen.getByRole('spinbutton', { name: 'Max price ($)' })
    await user.type(max, '10')
    await waitFor(() => expect(searchOf(router)).toEqual({ min: 50, max: 10 }))
    expect(max).toHaveAccessibleDescription(REVERSED)
    expect(cardNames()).toEqual(apparelFrom(50))
    await user.type(max, '0')
    await waitFor(() => expect(searchOf(router)).toEqual({ min: 50, max: 100 }))
    expect(max).toBeValid()
    expect(max).toHaveAccessibleDescription('')
    expect(screen.queryByText(REVERSED)).not.toBeInTheDocument()
    expect(cardNames()).toEqual(apparel.items.filter((item) => item.price >= 50 && item.price <= 100).map((item) => item.name))
  })
})
