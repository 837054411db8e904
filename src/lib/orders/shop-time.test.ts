import { describe, expect, it } from 'vitest'
import { addDays, endOfPeriod, endOfShopDay, shopDate, shopDay, shopTime, startOfShopDay, SHOP_TIME_ZONE } from './shop-time'

describe('endOfPeriod', () => {
  it('ends a period of days at the end of its last day in the shop’s time zone, whatever the hour of the event', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Berlin')
    // Delivered on 20 November at 13:00 or 00:30 in Berlin: the 14 days end when 4 December ends there (CET, UTC+1).
    expect(endOfPeriod('2026-11-20T12:00:00.000Z', 14)).toBe('2026-12-04T22:59:59.999Z')
    expect(endOfPeriod('2026-11-19T23:30:00.000Z', 14)).toBe('2026-12-04T22:59:59.999Z')
    // 23:30 UTC on 20 November is already 21 November in Berlin.
    expect(endOfPeriod('2026-11-20T23:30:00.000Z', 14)).toBe('2026-12-05T22:59:59.999Z')
  })

  it('follows daylight saving time: a period ending in summer ends at 23:59:59 summer time', () => {
    // 20 March 2026 in Berlin (CET); 3 April is in summer time (CEST, UTC+2): the clocks changed on 29 March.
    expect(endOfPeriod('2026-03-20T10:00:00.000Z', 14)).toBe('2026-04-03T21:59:59.999Z')
    // And back: 20 October (CEST) to 3 November (CET).
    expect(endOfPeriod('2026-10-20T10:00:00.000Z', 14)).toBe('2026-11-03T22:59:59.999Z')
  })

  it('counts in any zone it is given', () => {
    expect(endOfPeriod('2026-11-20T12:00:00.000Z', 14, 'UTC')).toBe('2026-12-04T23:59:59.999Z')
    expect(endOfPeriod('2026-11-20T12:00:00.000Z', 14, 'America/New_York')).toBe('2026-12-05T04:59:59.999Z')
  })
})

describe('shopTime', () => {
  it('states a moment in the shop’s time zone, with the zone', () => {
    expect(shopTime('2026-12-04T22:59:59.999Z')).toBe('4 December 2026 at 23:59 CET')
    expect(shopTime('2026-04-03T21:59:59.999Z')).toBe('3 April 2026 at 23:59 CEST')
  })
})

describe('shopDay and addDays', () => {
  it('names the shop’s day of an instant: 23:30 UTC in winter is already the next day in Berlin', () => {
    expect(shopDay('2026-11-20T22:59:59.999Z')).toBe('2026-11-20')
    expect(shopDay('2026-11-20T23:00:00.000Z')).toBe('2026-11-21')
    expect(shopDay('2026-07-01T21:59:00.000Z')).toBe('2026-07-01')
    expect(shopDay('2026-07-01T22:00:00.000Z')).toBe('2026-07-02')
  })

  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-11-28', -29)).toBe('2026-10-30')
  })
})

describe('the shop’s days and moments as people read them', () => {
  it('states a moment in the shop’s time and names the zone, in winter and in summer', () => {
    expect(shopTime('2026-12-01T09:00:00.000Z')).toBe('1 December 2026 at 10:00 CET')
    expect(shopTime('2026-07-01T09:00:00.000Z')).toBe('1 July 2026 at 11:00 CEST')
    expect(shopDate('2026-11-30T23:30:00.000Z')).toBe('1 December 2026')
  })

  it('spans a shop’s day from its first to its last moment in the shop’s time zone, across a change of the clocks', () => {
    expect([startOfShopDay('2026-12-01'), endOfShopDay('2026-12-01')]).toEqual(['2026-11-30T23:00:00.000Z', '2026-12-01T22:59:59.999Z'])
    expect([startOfShopDay('2026-03-29'), endOfShopDay('2026-03-29')]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'])
  })
})
