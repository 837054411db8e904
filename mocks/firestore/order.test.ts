// Firestore's order of values where the mock takes short cuts: strings by code point, times written alike by their text.
import { describe, expect, it } from 'vitest'
import { compareValues } from './order'

const str = (stringValue: string) => ({ stringValue })
const time = (timestampValue: string) => ({ timestampValue })

describe('compareValues', () => {
  it('orders strings by code point, also where UTF-16 units would order them otherwise', () => {
    expect(compareValues(str('paid'), str('pending'))).toBe(-1)
    expect(compareValues(str('ab'), str('a'))).toBe(1)
    expect(compareValues(str('same'), str('same'))).toBe(0)
    // U+FF5E (one unit, 0xFF5E) comes before U+1F600 (a surrogate pair starting 0xD83D) in code point order.
    expect(compareValues(str('x\uFF5E'), str('x\u{1F600}'))).toBe(-1)
    expect(compareValues(str('x\u{1F600}'), str('x\uFF5E'))).toBe(1)
  })

  it('orders times by the instant, whatever their precision, and alike-written ones by their text', () => {
    expect(compareValues(time('2026-11-01T10:00:00.000Z'), time('2026-11-01T09:59:59.999Z'))).toBe(1)
    expect(compareValues(time('2026-11-01T10:00:00Z'), time('2026-11-01T10:00:00.000000000Z'))).toBe(0)
    expect(compareValues(time('2026-11-01T10:00:00.5Z'), time('2026-11-01T10:00:00.25Z'))).toBe(1)
    expect(compareValues(time('2026-11-01T11:00:00+01:00'), time('2026-11-01T10:00:00.000Z'))).toBe(0)
  })
})
