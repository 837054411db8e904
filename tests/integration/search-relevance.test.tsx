// The catalog's categories and keywords reach search through the backend's documents: the results page, on the
// real route tree and the mock backend, finds items by what kind of thing they are.
import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from './harness'

const cardNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('listitem')
    .filter((li) => within(li).queryByRole('button', { name: 'Add to Cart' }))
    .map((li) => li.querySelector('span')?.textContent)

it.each([
  ['shoes', ['Canvas High-Top Sneakers', 'Waterproof Hiking Boots']],
  ['hat', ['Wide Brim Ranger Hat', 'Classic Baseball Cap', 'Ribbed Knit Beanie']],
  ['coat', ['Wool Blend Overcoat']],
  ['jumper', ['Cashmere Crewneck Sweater']],
])('"%s" lists %j first', async (query, first) => {
  await renderApp(`/search?q=${query}`)
  expect(await screen.findByRole('heading', { level: 1, name: `Results for “${query}”` })).toBeInTheDocument()
  expect([...cardNames().slice(0, first.length)].sort()).toEqual([...first].sort())
})
