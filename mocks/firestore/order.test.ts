// Firestore's order of values where the mock takes short cuts: strings by code point, times written alike by their text.
import { describe, expect, it } from 'vitest'
import { comparePaths, compareValues } from './order'

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

describe('comparePaths', () => {
  /** The order by definition: segment by segment, each by code point, a path before the longer one it begins. */
  const bySegments = (a: string, b: string) => {
    const [x, y] = [a.split('/'), b.split('/')]
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const d = compareValues(str(x[i]!), str(y[i]!))
      if (d) return d
    }
    return Math.sign(x.length - y.length)
  }

  it('orders paths segment by segment, as their segments order', () => {
    expect(comparePaths('orders/A', 'orders/B')).toBe(-1)
    // 'a/b' is before 'a-b' segment by segment ('a' < 'a-b'), though '/' comes after '-' in the text.
    expect(comparePaths('c/a/b', 'c/a-b')).toBe(-1)
    expect(comparePaths('c/a', 'c/a/x/y')).toBe(-1)
    expect(comparePaths('c/ab', 'c/a/x/y')).toBe(1)
    const parts = ['', 'a', 'b', 'ab', 'a-b', '\uFF5E', '\u{1F600}']
    let seed = 1
    const pick = () => parts[(seed = (seed * 48271) % 2147483647) % parts.length]!
    const path = () => Array.from({ length: 1 + (seed % 4) }, pick).join('/')
    for (let run = 0; run < 2000; run++) {
      const [a, b] = [path(), path()]
      expect(comparePaths(a, b), `${a} against ${b}`).toBe(bySegments(a, b))
    }
  })
})
