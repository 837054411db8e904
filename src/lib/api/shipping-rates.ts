// POST /api/admin/shipping: an owner sets the shipping table (owners only; staff may not). The whole table is sent
// and checked with the schema every reader uses (shipping-table.ts); the transaction reads the table it replaces,
// writes settings/shipping and, when anything changed, the record of who changed which zones from what to what
// (catalogEdits, kind 'shipping'). A checkout reads the table in its own transaction: the change applies to the
// next checkout, never to an order already made, whose rates and countries are its own.
import { changedFields, ownerName, type CatalogEdit } from '../catalog/catalog-edit'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { SHIPPING_ZONE_IDS } from '../orders/shipping'
import { parseShippingTable, readShippingTable, SHIPPING_SETTINGS_PATH, storedZones } from '../orders/shipping-table'
import { backOfficeAccess } from './back-office-access'
import { writeRecord } from './catalog-store'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import type { Caller, Deps } from './ports'

export async function saveShippingTable(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'shipping')
  if ('refused' in access) return access.refused
  const body = readJsonBody(bodyText(request), undefined, {})
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = parseShippingTable((body.value as { zones?: unknown } | null)?.zones)
  if (!parsed.ok) return apiError(400, 'bad-shipping', parsed.message, { fields: parsed.fields })
  const zones = storedZones(parsed.table)
  const at = deps.now()
  const by = ownerName(access.caller)
  const changed = await deps.store.runTransaction(async (tx) => {
    const before = storedZones(readShippingTable((await tx.get(SHIPPING_SETTINGS_PATH)).data))
    const change = changedFields(before, zones, SHIPPING_ZONE_IDS)
    if (Object.keys(change.after).length === 0) return false
    tx.set(SHIPPING_SETTINGS_PATH, { zones, changedBy: by, changedAt: at })
    const record: CatalogEdit = { at: at.toISOString(), by, kind: 'shipping', ...change }
    writeRecord(tx, deps, record)
    return true
  })
  return json(200, { zones, changed })
}
