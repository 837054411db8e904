import { expect, it } from 'vitest'
import { mergeHidden, splitHidden } from './hidden-items'

it('splits the hidden items off the list the shop reads, and merges them back in their place for the owner', () => {
  const items = [{ id: 1 }, { id: 2, hidden: true }, { id: 3 }, { id: 5, hidden: true }, { id: 4 }]
  const { shown, hidden } = splitHidden(items)
  expect(shown).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }])
  expect(hidden).toEqual([
    { id: 2, hidden: true },
    { id: 5, hidden: true },
  ])
  expect(mergeHidden(shown, hidden)).toEqual([{ id: 1 }, { id: 2, hidden: true }, { id: 3 }, { id: 4 }, { id: 5, hidden: true }])
  // A hidden document that is not a list is no items; a stored hidden item is marked hidden whatever it says.
  expect(mergeHidden(shown, undefined)).toEqual(shown)
  expect(mergeHidden([], [{ id: 7 }])).toEqual([{ id: 7, hidden: true }])
})
