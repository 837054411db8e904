// Stored carts and the count of items the shop makes of each. Two readers must agree on every one: the app's
// (parseStoredCart) and the prerendered page's inline script, which shows the count before the app runs. Each
// reader's tests run this one table, so neither can drift from the other.
import { MAX_LINES, MAX_QUANTITY } from '../../src/features/cart/cart-reducer'

const line = { id: 1, name: 'Brown Brim', imageUrl: '/a.webp', price: 25, quantity: 2 }
const shirt = { ...line, id: 9, variant: { size: 'M', color: 'navy', colorName: 'Navy' } }
const cart = (...cartItems: unknown[]) => JSON.stringify({ cartItems })

/** [what is stored, the stored text (null: nothing), the count] */
export const STORED_CART_CASES: [name: string, stored: string | null, count: number][] = [
  ['nothing stored', null, 0],
  ['a broken store', '{', 0],
  ['an empty text', '', 0],
  ['not a cart', '{"cartItems":{}}', 0],
  ['a bare list', JSON.stringify([line]), 2],
  ['two lines', cart(line, { ...line, id: 2, quantity: 1 }), 3],
  [
    'a repeated id, a fractional, a negative and a huge quantity',
    cart(line, { ...line, quantity: 4 }, { ...line, id: 2, quantity: 1.5 }, { ...line, id: 3, quantity: -1 }, { ...line, id: 4, quantity: MAX_QUANTITY + 1 }),
    2,
  ],
  ['an invalid line before a valid one with its id', cart({ ...line, quantity: 0 }, { ...line, quantity: 3 }), 3],
  [
    'lines without an id, a name, a picture or a sound price',
    cart(
      { ...line, id: undefined },
      { ...line, id: 2, name: ' ' },
      { ...line, id: 3, imageUrl: 7 },
      { ...line, id: 4, price: 'free' },
      { ...line, id: 5, price: 1e300 },
      null,
      'line',
      { ...line, id: 6, quantity: 1 },
    ),
    1,
  ],
  [
    'one shirt in two sizes, a repeated size and the shirt without a variant',
    cart(shirt, { ...shirt, variant: { size: 'L', color: 'navy' }, quantity: 1 }, { ...shirt, quantity: 5 }, { ...shirt, variant: undefined, quantity: 1 }),
    4,
  ],
  ['a size alone and a colour alone', cart({ ...shirt, variant: { size: 'M' } }, { ...shirt, variant: { color: 'navy' }, quantity: 1 }), 3],
  [
    'malformed variants',
    cart(
      { ...shirt, variant: 'M' },
      { ...shirt, variant: {} },
      { ...shirt, variant: null },
      { ...shirt, variant: { size: 'M/L' } },
      { ...shirt, variant: { color: 'navy blue' } },
      { ...shirt, variant: { size: 'M', colorName: 'Navy' } },
      { ...shirt, variant: { color: 'navy', colorName: 7 } },
      { ...shirt, variant: { color: 'navy', colorName: 'N'.repeat(61) } },
    ),
    0,
  ],
  [
    'a limit below the quantity, not a count, or too high',
    cart({ ...shirt, limit: 1 }, { ...shirt, id: 3, limit: 'lots' }, { ...shirt, id: 4, limit: MAX_QUANTITY + 1 }),
    0,
  ],
  ['a limit that holds the quantity', cart({ ...shirt, limit: 2 }), 2],
  ['more lines than a cart holds', cart(...Array.from({ length: MAX_LINES + 5 }, (_, index) => ({ ...line, id: index, quantity: 1 }))), MAX_LINES],
]
