// The owner's actions as one table: every name the /api and the back office know has its one entry (but `refund`,
// which has its own body), each entry parses into an action of its own name, and `parseOwnerAction` answers what
// the entry says.
import { describe, expect, it } from 'vitest'
import { OWNER_ACTION_NAMES, OWNER_ACTIONS, parseOwnerAction } from './owner-actions'

describe('the table of owner actions', () => {
  it('has one entry for every action name but refund, and the names are the entries’ and refund', () => {
    const entries = OWNER_ACTIONS.map((action) => action.name)
    expect(new Set(entries).size).toBe(entries.length)
    for (const name of OWNER_ACTION_NAMES)
      expect(
        entries.filter((entry) => entry === name),
        name,
      ).toHaveLength(name === 'refund' ? 0 : 1)
    expect(OWNER_ACTION_NAMES).toEqual([...entries, 'refund'])
    expect(new Set(OWNER_ACTION_NAMES).size).toBe(OWNER_ACTION_NAMES.length)
  })

  it('parses each body into an action of its own name, and refuses a body it cannot take with its own code', () => {
    const valid = {
      ship: { carrier: 'An Post', trackingNumber: 'CX123IE' },
      deliver: {},
      return: { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 },
      proof: { reference: 'JJD9' },
      cancel: {},
    }
    const refused = { ship: 'bad-shipment', return: 'bad-return', proof: 'bad-proof', cancel: 'bad-reason' }
    for (const entry of OWNER_ACTIONS) {
      expect(parseOwnerAction(entry.name, valid[entry.name])).toMatchObject({ ok: true, action: { kind: entry.name } })
      const bad = entry.parse(42)
      expect(bad).toEqual(
        entry.name === 'deliver' ? { ok: true, fields: {} } : { ok: false, code: refused[entry.name as keyof typeof refused], message: expect.any(String) },
      )
      if (!bad.ok) expect(parseOwnerAction(entry.name, 42)).toEqual(bad)
    }
  })
})
