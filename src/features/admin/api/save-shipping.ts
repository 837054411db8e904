// The owner's shipping table through the shop's /api. The server checks that the account is an owner's and the table
// with the schema the form used; the answer is the table saved, or a sentence and the fields it is about.
import * as v from 'valibot'
import type { TableProblems } from '../../../lib/orders/shipping-table'
import { callApi } from '../../orders/api/shop-api'

type Saved = { ok: true; changed: boolean } | { ok: false; message: string; fields: TableProblems }

const Fields = v.record(v.string(), v.string())

export async function saveShippingTable(zones: object): Promise<Saved> {
  const result = await callApi('/admin/shipping', v.object({ changed: v.boolean() }), { body: { zones }, signedIn: true })
  if (result.ok) return { ok: true, changed: result.data.changed }
  const fields = v.safeParse(Fields, result.error.fields)
  return { ok: false, message: result.error.message, fields: fields.success ? fields.output : {} }
}
