// The shop's time zone, and periods in days counted as the law counts them. Under Regulation (EEC, Euratom)
// No 1182/71, art. 3, a period expressed in days starts at the beginning of the day after the event and ends with the
// last hour of its last day: 14 days from a delivery on 20 November end at the end of 4 December, whatever the hour
// of the delivery. Days are the shop's days, in the time zone where it is established.

/** Where the shop is established (src/content/shop-details.ts): an IANA time zone. Change it with the shop's address. */
export const SHOP_TIME_ZONE = 'Europe/Berlin'

const DAY_PARTS = { year: 'numeric', month: 'numeric', day: 'numeric' } as const
const TIME_PARTS = { ...DAY_PARTS, hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' } as const

function partsIn(instant: number, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(new Date(instant))
  return Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]))
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = partsIn(instant, timeZone, TIME_PARTS)
  return Date.UTC(year!, month! - 1, day!, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000))
}

/** The instant at which the zone's clocks show `wall` (a wall time written as if it were UTC). */
function instantOfWallTime(wall: number, timeZone: string): number {
  const first = wall - offsetAt(wall, timeZone)
  // Once more from the first guess: the offset there is the one that applies (daylight saving may start in between).
  return wall - offsetAt(first, timeZone)
}

/**
 * The last moment (ISO) of the day that comes `days` days after the day of `iso`, both days in `timeZone`: the end
 * of a period of `days` days that starts with the event at `iso`.
 */
export function endOfPeriod(iso: string, days: number, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = partsIn(Date.parse(iso), timeZone, DAY_PARTS)
  const nextDayStarts = instantOfWallTime(Date.UTC(year!, month! - 1, day! + days + 1), timeZone)
  return new Date(nextDayStarts - 1).toISOString()
}

/** The formatters of a time zone, made once: a page of 25 order rows on a phone feels a new one per call. */
const formatters = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>()

function formattersOf(timeZone: string) {
  let made = formatters.get(timeZone)
  if (!made) {
    made = {
      time: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }),
      date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }),
      zone: new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }),
    }
    formatters.set(timeZone, made)
  }
  return made
}

/**
 * A moment as the shop states it, on pages, in mail and on documents alike, in the shop's time zone and naming it,
 * whatever the reader's device is set to: '4 December 2026 at 23:59 CET'.
 */
export function shopTime(iso: string, timeZone: string = SHOP_TIME_ZONE): string {
  const { time, zone } = formattersOf(timeZone)
  const at = new Date(iso)
  return `${time.format(at)} ${zone.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone}`
}

/** The shop's day of a moment as a person reads it: '4 December 2026'. */
export const shopDate = (iso: string, timeZone: string = SHOP_TIME_ZONE): string => formattersOf(timeZone).date.format(new Date(iso))

const pad = (n: number) => String(n).padStart(2, '0')

/** The shop's day of an instant, as 'yyyy-mm-dd' in its time zone: the day a sale counts on. */
export function shopDay(iso: string, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = partsIn(Date.parse(iso), timeZone, DAY_PARTS)
  return `${year}-${pad(month!)}-${pad(day!)}`
}

/** The first moment (ISO) of the shop's day 'yyyy-mm-dd', in its time zone. */
export function startOfShopDay(day: string, timeZone: string = SHOP_TIME_ZONE): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(instantOfWallTime(Date.UTC(year!, month! - 1, date!), timeZone)).toISOString()
}

/** The last moment (ISO) of the shop's day 'yyyy-mm-dd', in its time zone. */
export const endOfShopDay = (day: string, timeZone: string = SHOP_TIME_ZONE): string =>
  new Date(Date.parse(startOfShopDay(addDays(day, 1), timeZone)) - 1).toISOString()

/** The day `days` days after the day 'yyyy-mm-dd' (before it when negative), a calendar's count whatever the zone. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10)
}
