// A new item, through the shop's function for it: the server checks the owner claim and the item with the shop's
// schema, gives it the next id and stores its starting units; it answers the item as saved, or why not.
import * as v from 'valibot'
import { callApi } from '../../orders/api/shop-api'

const Added = v.object({ item: v.looseObject({ id: v.number(), name: v.string() }) })

export type AddItemAnswer = { ok: true; item: { id: number; name: string } & Record<string, unknown> } | { ok: false; message: string }

export async function addItem(
  collectionId: string,
  body: { attemptId: string; item: Record<string, unknown>; units: Record<string, number>; unlimited?: boolean },
): Promise<AddItemAnswer> {
  const result = await callApi(`/admin/items/${encodeURIComponent(collectionId)}`, Added, { body, signedIn: true })
  if (!result.ok) return { ok: false, message: result.error.message }
  return { ok: true, item: result.data.item }
}
