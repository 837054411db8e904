// The product page's search parameters: the chosen size and colour, as typed text (`?size=M&color=navy`). Anything
// malformed is dropped here; whether the item has that size or colour is decided on the page (resolveVariant), where
// an unknown one falls back to the default choice. Never an error.
import * as v from 'valibot'
import { ColorId } from '../../lib/catalog/variant'
import { dropInvalid } from '../../lib/drop-invalid'
import { SizeNameParam } from './browse-params'

export const ProductSearch = v.object({ size: dropInvalid(SizeNameParam), color: dropInvalid(ColorId) })
export type ProductSearch = v.InferOutput<typeof ProductSearch>
