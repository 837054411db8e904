// What a build prerendered from the catalog: each item whose page (with its price and JSON-LD) it wrote, as the
// page shows it. The build writes it beside the pages; the back office compares it with the live catalog to say
// which changes the prerendered pages do not carry yet.
import * as v from 'valibot'

/** Where the build puts it, served like any other file of the site. */
export const PRERENDERED_RECORD_PATH = '/prerendered-catalog.json'

const PrerenderedItem = v.object({ collectionId: v.string(), itemId: v.number(), name: v.string(), price: v.number() })

export const PrerenderedRecord = v.object({ builtAt: v.string(), items: v.array(PrerenderedItem) })

export type PrerenderedRecord = v.InferOutput<typeof PrerenderedRecord>
