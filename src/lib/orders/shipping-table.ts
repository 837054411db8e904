// The shipping table an owner sets (settings/shipping): one schema for the document, the /api's request and the back
// office's form. A zone is its countries, standard and express with their prices in minor units and delivery days,
// and the goods' amount from which standard is free (or none). The shop's own country is the domestic zone alone
// (returns are free from it); each other country the shop knows is in the EU or the rest of the world zone, or in
// none while neither lists it. A missing or unreadable document is the default table (shipping.ts).
import * as v from 'valibot'
import { formatCents } from '../money'
import { SHIPPING_COUNTRIES, SHIPPING_ZONE_IDS, SHIPPING_ZONES, type ShippingTable } from './shipping'
import { SHOP_COUNTRY } from './shipping-countries'

export const SHIPPING_SETTINGS_PATH = 'settings/shipping'

/** The most a rate or a threshold may be: a typing slip (a price in cents typed as units) is refused, not charged. */
const MAX_CENTS = 1000_00
const MAX_DAYS = 60

const amount = (what: string) =>
  v.pipe(
    v.number(`${what} must be an amount.`),
    v.safeInteger(`${what} must be in whole cents.`),
    v.minValue(0, `${what} cannot be below ${formatCents(0)}.`),
    v.maxValue(MAX_CENTS, `${what} can be at most ${formatCents(MAX_CENTS)}.`),
  )

const days = (what: string) =>
  v.pipe(
    v.number(`${what} must be a number of days.`),
    v.safeInteger(`${what} must be whole days.`),
    v.minValue(1, `${what} must be at least 1 day.`),
    v.maxValue(MAX_DAYS, `${what} can be at most ${MAX_DAYS} days.`),
  )

const Rate = v.pipe(
  v.object({ cents: amount('The price'), minDays: days('The shortest delivery'), maxDays: days('The longest delivery') }),
  v.forward(
    v.check((rate) => rate.maxDays >= rate.minDays, 'The longest delivery cannot be shorter than the shortest.'),
    ['maxDays'],
  ),
)

const Zone = v.pipe(
  v.object({
    countries: v.pipe(v.array(v.picklist(SHIPPING_COUNTRIES, 'Choose countries the shop knows.')), v.maxLength(SHIPPING_COUNTRIES.length)),
    standard: Rate,
    express: Rate,
    freeStandardFromCents: v.nullable(v.pipe(amount('The free shipping threshold'), v.minValue(1, 'The free shipping threshold must be above nothing.'))),
  }),
  // The server knows which rate a payment chose by its price (shipping-choice.ts): express must cost more.
  v.forward(
    v.check((zone) => zone.express.cents > zone.standard.cents, 'Express must cost more than standard.'),
    ['express', 'cents'],
  ),
)

const countriesOf = (zones: Record<string, { countries: readonly string[] }>) => SHIPPING_ZONE_IDS.flatMap((zone) => zones[zone]!.countries)

/** The table as stored and as the owner sends it: every zone, each country in one zone at most, the shop's own alone at home. */
const ShippingTableSchema = v.pipe(
  v.object({ domestic: Zone, eu: Zone, world: Zone }, 'Give every zone.'),
  v.forward(
    v.check(
      (zones) => zones.domestic.countries.length === 1 && zones.domestic.countries[0] === SHOP_COUNTRY,
      'The domestic zone is the shop’s own country alone.',
    ),
    ['domestic', 'countries'],
  ),
  v.check((zones) => new Set(countriesOf(zones)).size === countriesOf(zones).length, 'A country can be in one zone only.'),
)
type StoredTable = v.InferOutput<typeof ShippingTableSchema>

/** The owner's table with the zones' names, which the shop's texts give and the owner does not set. */
const named = (zones: StoredTable): ShippingTable => ({
  domestic: { ...zones.domestic, name: SHIPPING_ZONES.domestic.name },
  eu: { ...zones.eu, name: SHIPPING_ZONES.eu.name },
  world: { ...zones.world, name: SHIPPING_ZONES.world.name },
})

/** The table in force from settings/shipping as stored: the owner's when readable, else the default. */
export function readShippingTable(data: unknown): ShippingTable {
  const parsed = v.safeParse(ShippingTableSchema, (data as { zones?: unknown } | null | undefined)?.zones)
  return parsed.success ? named(parsed.output) : SHIPPING_ZONES
}

/** The table's zones without their names: what the document stores and the form sends. */
export const storedZones = (table: ShippingTable): StoredTable => {
  const zone = ({ countries, standard, express, freeStandardFromCents }: ShippingTable[keyof ShippingTable]) => ({
    countries: [...countries],
    standard: { ...standard },
    express: { ...express },
    freeStandardFromCents,
  })
  return { domestic: zone(table.domestic), eu: zone(table.eu), world: zone(table.world) }
}

/** A problem's place, 'eu.standard.cents', and its sentence; '' for the table as a whole. */
export type TableProblems = Record<string, string>

export type ParsedTable = { ok: true; table: ShippingTable } | { ok: false; message: string; fields: TableProblems }

/** `input` checked as a whole table; every problem named by the field it is about. */
export function parseShippingTable(input: unknown): ParsedTable {
  const parsed = v.safeParse(ShippingTableSchema, input)
  if (parsed.success) return { ok: true, table: named(parsed.output) }
  const fields: TableProblems = {}
  for (const issue of parsed.issues) {
    const place = (issue.path ?? []).map((step) => String(step.key)).join('.')
    fields[place] ??= issue.message
  }
  return { ok: false, message: parsed.issues[0].message, fields }
}

/** Whether two tables charge and ship alike (names aside). */
export const sameTable = (a: ShippingTable, b: ShippingTable): boolean => JSON.stringify(storedZones(a)) === JSON.stringify(storedZones(b))
