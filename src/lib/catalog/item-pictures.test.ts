import { describe, expect, it } from 'vitest'
import { MAX_PICTURE_BYTES, pictureProblem } from './item-pictures'

describe('pictureProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])('takes a %s picture of up to 5 MB', (type) => {
    expect(pictureProblem({ name: 'cap', type, size: MAX_PICTURE_BYTES })).toBeNull()
  })

  it.each([
    [{ name: 'cap.gif', type: 'image/gif', size: 10 }, 'cap.gif is not a JPEG, PNG, WebP or AVIF picture.'],
    [{ name: 'cap.svg', type: 'image/svg+xml', size: 10 }, 'cap.svg is not a JPEG, PNG, WebP or AVIF picture.'],
    [{ name: 'notes', type: '', size: 10 }, 'notes is not a JPEG, PNG, WebP or AVIF picture.'],
    [{ name: 'big.png', type: 'image/png', size: MAX_PICTURE_BYTES + 1 }, 'big.png is 5.0 MB: a picture may be 5 MB at most.'],
    [{ name: 'huge.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 }, 'huge.jpg is 12.0 MB: a picture may be 5 MB at most.'],
    [{ name: 'empty.png', type: 'image/png', size: 0 }, 'empty.png is empty.'],
  ])('refuses %o, saying why', (file, message) => {
    expect(pictureProblem(file)).toBe(message)
  })
})
