// @vitest-environment happy-dom
// The logic project runs in Node: this file needs the browser's storage.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storedNow } from './stored-now'

afterEach(() => localStorage.clear())

describe('storedNow', () => {
  it('reads what the key holds now, as parsed, and `empty` when it holds nothing', () => {
    expect(storedNow('list', (text) => text.split(','), [])).toEqual([])
    localStorage.setItem('list', 'a,b')
    expect(storedNow('list', (text) => text.split(','), [])).toEqual(['a', 'b'])
  })

  it('is null when storage cannot be read', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(storedNow('list', (text) => text, '')).toBeNull()
  })
})
