// A new item, through the shop's function for it: the server checks the owner claim and the item with the shop's
// schema, gives it the next id and stores its starting units; it answers the item as saved, or why not.
import { callApi } from '../../orders/api/shop-api'

export type AddItemAnswer = { ok: true; item: { id: number; name: string } & Record<string, unknown> } | { ok: false; message: string }

export async function addItem(
  collectionId: string,
  body: { attemptId: string; item: Record<string, unknown>; units?: Record<string, number> | undefined },
): Promise<AddItemAnswer> {
  const result = await callApi<{ item?: { id?: unknown; name?: unknown } }>(`/admin/items/${encodeURIComponent(collectionId)}`, { body, signedIn: true })
  if (!result.ok) return { ok: false, message: result.error.message }
  const item = result.data.item
  if (typeof item?.id !== 'number' || typeof item.name !== 'string') return { ok: false, message: 'The shop could not answer. Try again in a moment.' }
  return { ok: true, item: item as { id: number; name: string } }
}
