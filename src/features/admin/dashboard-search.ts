// The dashboard's period in its address (`?days=30`), on its own: the route reads it before any of the back
// office's code is loaded.

export const PERIODS = [1, 7, 30] as const
export type PeriodDays = (typeof PERIODS)[number]

export const DEFAULT_PERIOD: PeriodDays = 7

/** 7 days unless the address names another period; anything else is dropped. */
export function dashboardSearch(search: Record<string, unknown>): { days?: PeriodDays } {
  const days = Number(search.days)
  return PERIODS.includes(days as PeriodDays) && days !== DEFAULT_PERIOD ? { days: days as PeriodDays } : {}
}
