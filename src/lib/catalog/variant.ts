// What names a variant of an item: its size and its colour. Both go into addresses (`?size=M&color=navy`), stock
// keys ('M/navy'), stored cart lines and order requests, so they are short and plain, and every one of those
// places checks them with these two schemas.
import * as v from 'valibot'

export const SizeName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9.]{1,12}$/))
/** A colour's id ('navy'), as the address says it; the shopper reads its name. */
export const ColorId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/))

interface VariantParts {
  size?: string | undefined
  color?: string | undefined
}

/** 'M/navy', 'M', 'navy', or '' for an item without options: the key of an item's stock and part of a cart line's. */
export const variantKey = ({ size, color }: VariantParts): string => [size, color].filter((part) => part !== undefined).join('/')

/** Every variant of an item with these sizes and colour ids, sizes first: M/navy, M/coral, L/navy… (one when none). */
export function variantsOf({ sizes, colors }: { sizes?: string[] | undefined; colors?: { id: string }[] | undefined }): VariantParts[] {
  const sizeList: (string | undefined)[] = sizes?.length ? sizes : [undefined]
  const colorList: (string | undefined)[] = colors?.length ? colors.map((color) => color.id) : [undefined]
  return sizeList.flatMap((size) => colorList.map((color) => ({ ...(size !== undefined ? { size } : {}), ...(color !== undefined ? { color } : {}) })))
}
