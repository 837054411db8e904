import { describe, expect, it } from 'vitest'
import { dashboardSearch } from './dashboard-search'

describe('dashboardSearch', () => {
  it('keeps a period the dashboard offers, drops the default and anything else', () => {
    expect(dashboardSearch({ days: 30 })).toEqual({ days: 30 })
    expect(dashboardSearch({ days: '1' })).toEqual({ days: 1 })
    expect(dashboardSearch({ days: 7 })).toEqual({})
    for (const days of [14, 'all', null, undefined, -1, 7.5]) expect(dashboardSearch({ days })).toEqual({})
  })
})
