// Search parameters come from an address anyone can type: a malformed one is dropped, never an error page.
import * as v from 'valibot'

/**
 * A parameter that is left out when it is malformed. The router's search keeps the address's own parameters beside
 * the validated ones, so a malformed one must come out as undefined (which replaces it), not be skipped.
 */
export const dropInvalid = <const TSchema extends v.GenericSchema>(schema: TSchema) => v.fallback(v.optional(schema), undefined)
