// The product page's search parameters: the chosen size and colour, as typed text (`?size=M&color=navy`). Anything
// malformed is dropped here; whether the item has that size or colour is decided on the page (resolveVariant), where
// an unknown one falls back to the default choice. Never an error.
import * as v from 'valibot'
import { mapOptions } from '../../lib/catalog/variant'
import { dropInvalid } from '../../lib/drop-invalid'
import { Text } from './browse-params'

/** One parameter per option of a variant (the variant module's), each read as text (`?size=42` is a number to the router). */
export const ProductSearch = v.object(mapOptions((value) => dropInvalid(v.pipe(Text, value))))
export type ProductSearch = v.InferOutput<typeof ProductSearch>
