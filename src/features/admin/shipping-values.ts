// The owner's shipping form as it reads and writes: the table in force as the fields show it (money as "4.95" in
// the shop's currency, days as whole numbers, a country's zone as a choice), and the fields back as the table the
// /api takes, each typing slip named by its field. The table is then checked whole by the schema the server uses.
import { SHIPPING_COUNTRIES, SHIPPING_RATE_IDS, SHIPPING_ZONE_IDS, type ShippingTable, type ShippingZoneId } from '../../lib/orders/shipping'
import { SHOP_COUNTRY, type ShippingCountry } from '../../lib/orders/shipping-countries'
import { parseShippingTable, storedZones, type TableProblems } from '../../lib/orders/shipping-table'

/** The countries an owner places in a zone: every one the shop knows but its own, which is the domestic zone. */
export const PLACED_COUNTRIES: readonly ShippingCountry[] = SHIPPING_COUNTRIES.filter((country) => country !== SHOP_COUNTRY)

/** A country's field: the zone it is in, or '' where the shop does not ship. */
export const countryField = (country: ShippingCountry): string => `country.${country}`

/** Each field's name and the value it shows for `table`: 'eu.standard.cents' → '4.95', 'eu.freeStandardFromCents' → '100.00' or ''. */
export function formValues(table: ShippingTable): Record<string, string> {
  const values: Record<string, string> = {}
  for (const zone of SHIPPING_ZONE_IDS) {
    for (const rate of SHIPPING_RATE_IDS) {
      const { cents, minDays, maxDays } = table[zone][rate]
      values[`${zone}.${rate}.cents`] = money(cents)
      values[`${zone}.${rate}.minDays`] = String(minDays)
      values[`${zone}.${rate}.maxDays`] = String(maxDays)
    }
    const free = table[zone].freeStandardFromCents
    values[`${zone}.freeStandardFromCents`] = free === null ? '' : money(free)
  }
  for (const country of PLACED_COUNTRIES) values[countryField(country)] = SHIPPING_ZONE_IDS.find((zone) => table[zone].countries.includes(country)) ?? ''
  return values
}

const money = (cents: number): string => (cents / 100).toFixed(2)

const MONEY = /^\d{1,7}(?:[.,]\d{1,2})?$/
const DAYS = /^\d{1,3}$/

/** "4.95" or "4,95" as minor units; null for anything else. */
export const centsOf = (text: string): number | null => {
  const trimmed = text.trim()
  return MONEY.test(trimmed) ? Math.round(Number(trimmed.replace(',', '.')) * 100) : null
}

export type ReadTable = { ok: true; zones: ReturnType<typeof storedZones> } | { ok: false; fields: TableProblems }

/** The fields as the table the /api takes, or every field's problem: a slip in typing first, then the table's rules. */
export function readForm(field: (name: string) => string): ReadTable {
  const fields: TableProblems = {}
  const amount = (name: string, what: string, optional = false): number | null => {
    const text = field(name)
    if (optional && text.trim() === '') return null
    const cents = centsOf(text)
    if (cents === null) fields[name] = `Enter ${what} as an amount such as 4.95.`
    return cents
  }
  const days = (name: string): number => {
    const text = field(name).trim()
    if (!DAYS.test(text)) fields[name] = 'Enter a whole number of days.'
    return Number(text)
  }
  const zoneOfCountry = (country: ShippingCountry): ShippingZoneId | null => {
    const chosen = field(countryField(country))
    return SHIPPING_ZONE_IDS.find((zone) => zone === chosen) ?? null
  }
  const zone = (id: ShippingZoneId) => {
    const rate = (rateId: 'standard' | 'express') => ({
      cents: amount(`${id}.${rateId}.cents`, 'the price') ?? 0,
      minDays: days(`${id}.${rateId}.minDays`),
      maxDays: days(`${id}.${rateId}.maxDays`),
    })
    return {
      countries: id === 'domestic' ? [SHOP_COUNTRY] : PLACED_COUNTRIES.filter((country) => zoneOfCountry(country) === id),
      standard: rate('standard'),
      express: rate('express'),
      freeStandardFromCents: amount(`${id}.freeStandardFromCents`, 'the threshold', true),
    }
  }
  const zones = { domestic: zone('domestic'), eu: zone('eu'), world: zone('world') }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  const checked = parseShippingTable(zones)
  return checked.ok ? { ok: true, zones: storedZones(checked.table) } : { ok: false, fields: checked.fields }
}
