import { describe, expect, it } from 'vitest'
import { newOrderNumber } from './order-number'

describe('newOrderNumber', () => {
  it('is ten characters a person reads and types without mistaking one for another, different every time', () => {
    const numbers = Array.from({ length: 1000 }, newOrderNumber)
    for (const number of numbers) expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(new Set(numbers).size).toBe(numbers.length)
    // Every character of the alphabet turns up.
    expect(new Set(numbers.join('')).size).toBe(32)
  })
})
