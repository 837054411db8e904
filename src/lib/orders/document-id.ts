// Ids that name a Firestore document: the order code reads `orders/<id>`, `collections/<id>` and `attempts/<id>`.
// Firestore refuses ids of the form __…__ (reserved) with an error, which would answer "try again" to a request
// that can never succeed; such an id is refused up front as one that names nothing.
import * as v from 'valibot'

const ID = /^[A-Za-z0-9_-]+$/
const RESERVED = /^__.*__$/

/** Whether `id` (1 to `max` characters) is an id the shop's documents can have. */
export const isDocumentId = (id: string, min = 1, max = 64): boolean => id.length >= min && id.length <= max && ID.test(id) && !RESERVED.test(id)

/** The schema of such an id. */
export const DocumentId = (min = 1, max = 64) =>
  v.pipe(
    v.string(),
    v.check((id) => isDocumentId(id, min, max)),
  )
