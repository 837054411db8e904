import { expect, it } from 'vitest'
import { applySettings, DEFAULT_LOW_STOCK, readSettings } from './shop-settings'

it('reads a missing or unreadable threshold as the default', () => {
  expect([readSettings(undefined), readSettings({ lowStockThreshold: -1 }), readSettings({ lowStockThreshold: 7 })]).toEqual([
    { lowStockThreshold: DEFAULT_LOW_STOCK },
    { lowStockThreshold: 3 },
    { lowStockThreshold: 7 },
  ])
})

it('takes a whole threshold from 0 to 1000, and names it when it is not', () => {
  const meta = { by: 'boss', at: '2026-11-27T10:00:00.000Z' }
  expect(applySettings({ lowStockThreshold: 0 }, undefined, meta)).toMatchObject({
    ok: true,
    value: { settings: { lowStockThreshold: 0 }, record: { before: { lowStockThreshold: 3 } } },
  })
  for (const body of [{ lowStockThreshold: 1001 }, { lowStockThreshold: '5' }, {}]) {
    expect(applySettings(body, undefined, meta)).toMatchObject({ ok: false, refusal: { status: 400, message: expect.stringMatching(/^lowStockThreshold: /) } })
  }
})
