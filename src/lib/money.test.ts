import { describe, expect, it } from 'vitest'
import { formatCents, formatPrice, toCents } from './money'

describe('money', () => {
  it('formats whole dollars without cents and fractions with two digits', () => {
    expect(formatPrice(25)).toBe('$25')
    expect(formatPrice(129.5)).toBe('$129.50')
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30')
    expect(formatCents(-1999)).toBe('-$19.99')
  })

  it.each([Infinity, -Infinity, NaN])('shows %s as a dash, never as text of a broken number', (value) => {
    expect(formatCents(value)).toBe('—')
    expect(formatPrice(value)).toBe('—')
  })

  it('prints huge amounts in full digits, never with an exponent', () => {
    expect(formatPrice(1e13)).toBe('$10000000000000')
    expect(String(1e21 * 100)).toMatch(/e\+/)
    expect(formatPrice(1e21)).toMatch(/^\$\d{21}\.\d\d$/)
    expect(formatPrice(1e300)).toMatch(/^\$\d+(\.\d\d)?$/)
    expect(formatCents(toCents(99 * 1_000_000))).toBe('$99000000')
  })
})
