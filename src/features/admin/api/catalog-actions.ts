// The owner's catalog edits, each through the shop's function for it: the server checks the owner claim and the
// item with the shop's own schema, records the edit, and answers what it saved, or a sentence saying why not. A
// 409 means someone (another owner, a checkout) changed it first: the owner reloads and makes the change again.
// A variant whose units were never counted is sent `from: null`.
import * as v from 'valibot'
import type { NameListField } from '../../../lib/catalog/variant'
import { callApi } from '../../orders/api/shop-api'

export type CatalogAnswer<T> = { ok: true; value: T } | { ok: false; stale: boolean; message: string }

async function post<S extends v.GenericSchema>(path: string, schema: S, body: object): Promise<CatalogAnswer<v.InferOutput<S>>> {
  const result = await callApi(path, schema, { body, signedIn: true })
  if (result.ok) return { ok: true, value: result.data }
  return { ok: false, stale: result.status === 409 || result.error.code === 'stale', message: result.error.message }
}

const itemPath = (collectionId: string, itemId: number) => `${encodeURIComponent(collectionId)}/${itemId}`

/** Fields an edit may change; `price` in dollars, as stored; null takes an optional field away. */
export type ItemChanges = Partial<
  {
    name: string
    description: string | null
    price: number
    colors: { id: string; name: string; imageUrl?: string; images?: string[] }[] | null
    hidden: boolean
    /** The item's picture: a download address of the shop's Storage. */
    imageUrl: string
    /** Its extra pictures, in order; null: none. */
    images: string[] | null
    /** A lower price for a while (moments as ISO text); null: none. The server adds what it is reduced from. */
    sale: { price: number; from: string; until: string } | null
  } & Record<NameListField, string[] | null>
>

export const saveItem = (collectionId: string, itemId: number, body: { attemptId: string; revision: number; changes: ItemChanges }) =>
  post(`/admin/items/${itemPath(collectionId, itemId)}`, v.object({ item: v.unknown() }), body)

/** Shelf counts from what the form showed, and the owner's choice to sell without a limit. */
export const saveStock = (
  collectionId: string,
  itemId: number,
  body: { attemptId: string; units?: Record<string, { from: number | null; to: number }>; unlimited?: boolean },
) => post(`/admin/stock/${itemPath(collectionId, itemId)}`, v.object({ units: v.record(v.string(), v.number()), unlimited: v.boolean() }), body)

export const saveSettings = (lowStockThreshold: number) => post('/admin/settings', v.object({ settings: v.unknown() }), { lowStockThreshold })
