import { describe, expect, it } from 'vitest'
import { MAX_WISHLIST, mergeWishlists, storedWishlist, wishlistFrom, withSaved } from './wishlist'

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

describe('wishlistFrom', () => {
  it('reads numbers and the decimal strings the user document stores, once each, in order', () => {
    expect(wishlistFrom([9, '12', 9, '12', -3])).toEqual([9, 12, -3])
  })

  it('drops what is not an id and reads what is not a list as empty', () => {
    expect(wishlistFrom([1.5, '1e3', ' 4', '', null, { id: 2 }, [5], Number.MAX_SAFE_INTEGER + 2, '12345678901234567', 6])).toEqual([6])
    for (const broken of [null, undefined, 'x', 7, { items: [1] }]) expect(wishlistFrom(broken)).toEqual([])
  })

  it('keeps at most the cap', () => {
    expect(wishlistFrom(range(1, MAX_WISHLIST + 20))).toEqual(range(1, MAX_WISHLIST))
  })
})

describe('mergeWishlists', () => {
  it("keeps the account's list and adds the device's it lacks, without duplicates", () => {
    expect(mergeWishlists([3, 1], [1, 7, 3, 8])).toEqual([3, 1, 7, 8])
    expect(mergeWishlists([], [2, 2])).toEqual([2])
  })

  it("never pushes the account's items out to make room for the device's", () => {
    const account = range(1, MAX_WISHLIST - 1)
    expect(mergeWishlists(account, [500, 501])).toEqual([...account, 500])
  })
})

describe('withSaved', () => {
  it('saves last, once, and removes', () => {
    expect(withSaved([1, 2], 3, true)).toEqual([1, 2, 3])
    expect(withSaved([1, 2], 2, true)).toEqual([1, 2])
    expect(withSaved([1, 2], 1, false)).toEqual([2])
  })

  it('saves nothing to a full list', () => {
    expect(withSaved(range(1, MAX_WISHLIST), 500, true)).toHaveLength(MAX_WISHLIST)
  })
})

it('stores ids as the decimal strings the rules check', () => {
  expect(storedWishlist([9, -3])).toEqual(['9', '-3'])
})
