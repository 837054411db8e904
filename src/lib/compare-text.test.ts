import { describe, expect, it } from 'vitest'
import { compareText } from './compare-text'

describe('compareText', () => {
  it('orders alphabetically whatever the case, lower case first on a tie', () => {
    expect(['cap', 'Belt', 'bag', 'Cap', 'Apparel'].sort(compareText)).toEqual(['Apparel', 'bag', 'Belt', 'cap', 'Cap'])
  })

  it('orders as English collation does for the catalog: spaces, hyphens and digits before letters', () => {
    const names = ['Tote', 'T-Shirt', 'Tee 2', 'Tee 10', 'Tee', 'Navy', 'Coral', 'Black']
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('is zero only for the same text', () => {
    expect(compareText('Navy', 'Navy')).toBe(0)
    expect(compareText('Navy', 'navy')).not.toBe(0)
  })
})
