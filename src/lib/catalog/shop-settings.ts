// The shop's settings an owner sets (settings/shop): the threshold at or below which a variant's units are low.
import * as v from 'valibot'
import { bodyProblems, refused, type CatalogEdit, type Decided } from './catalog-edit'

export const DEFAULT_LOW_STOCK = 3

const Threshold = v.pipe(
  v.number('must be a whole number from 0 to 1000'),
  v.safeInteger('must be a whole number from 0 to 1000'),
  v.minValue(0, 'must be a whole number from 0 to 1000'),
  v.maxValue(1000, 'must be a whole number from 0 to 1000'),
)

export interface ShopSettings {
  lowStockThreshold: number
}

/** The settings as stored, each missing or unreadable one at its default. */
export const readSettings = (data: unknown): ShopSettings => {
  const threshold = (data as { lowStockThreshold?: unknown } | null | undefined)?.lowStockThreshold
  return { lowStockThreshold: v.is(Threshold, threshold) ? threshold : DEFAULT_LOW_STOCK }
}

export function applySettings(body: unknown, stored: unknown, meta: { by: string; at: string }): Decided<{ settings: ShopSettings; record: CatalogEdit }> {
  const parsed = v.safeParse(v.object({ lowStockThreshold: Threshold }), body)
  if (!parsed.success) return refused(400, 'bad-settings', bodyProblems(parsed.issues))
  const before = readSettings(stored)
  const settings = { lowStockThreshold: parsed.output.lowStockThreshold }
  const record: CatalogEdit = { ...meta, kind: 'settings', before: { ...before }, after: { ...settings } }
  return { ok: true, value: { settings, record } }
}
