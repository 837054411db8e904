import { describe, expect, it } from 'vitest'
import { MAX_WISHLIST } from '../../lib/wishlist'
import { parseDeviceWishlist, stringifyDeviceWishlist } from './device-wishlist'

describe('parseDeviceWishlist', () => {
  it('round-trips a list', () => {
    expect(stringifyDeviceWishlist([9, 12])).toBe('{"items":[9,12]}')
    expect(parseDeviceWishlist(stringifyDeviceWishlist([9, 12]))).toEqual([9, 12])
  })

  it.each(['', '{', 'null', '42', '"text"', '{"items":{}}', '{"other":[1]}', '{"items":"1,2"}'])('reads %j as an empty list', (text) => {
    expect(parseDeviceWishlist(text)).toEqual([])
  })

  it('accepts a bare list, and drops bad entries and repeats, keeping the good ones', () => {
    expect(parseDeviceWishlist('[3, 3, "4"]')).toEqual([3, 4])
    expect(parseDeviceWishlist('{"items":[1, null, 2.5, "x", {"id":3}, [4], 5, 1]}')).toEqual([1, 5])
  })

  it('reads at most the cap', () => {
    const many = Array.from({ length: MAX_WISHLIST + 5 }, (_, index) => index)
    expect(parseDeviceWishlist(JSON.stringify({ items: many }))).toHaveLength(MAX_WISHLIST)
  })

  it('stores only what it would read', () => {
    expect(stringifyDeviceWishlist('not a list')).toBe('{"items":[]}')
    expect(stringifyDeviceWishlist([1, 'x', 1, 2])).toBe('{"items":[1,2]}')
  })
})
