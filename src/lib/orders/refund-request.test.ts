import { describe, expect, it } from 'vitest'
import { malformedRefundBodies } from '../../../tests/support/refund-bodies'
import { parseRefundRequest } from './refund-request'

const attemptId = 'press-000000000001'
const lines = [{ line: 0, quantity: 1 }]

describe('the body of the owner’s Refund button', () => {
  it('reads the whole order, an amount of it, or chosen lines, by the schema', () => {
    expect(parseRefundRequest({ attemptId })).toEqual({ ok: true, value: { kind: 'whole', attemptId } })
    expect(parseRefundRequest({ attemptId, amountCents: 1000 })).toEqual({ ok: true, value: { kind: 'whole', attemptId, amountCents: 1000 } })
    expect(parseRefundRequest({ attemptId, lines, restock: false })).toEqual({ ok: true, value: { kind: 'lines', attemptId, lines, restock: false } })
  })

  it('refuses a body that is neither, or both, with one sentence', () => {
    const refused = [
      ...malformedRefundBodies(attemptId),
      { attemptId, lines, restock: 'yes' },
      { attemptId, lines: [], restock: true },
      { attemptId, amountCents: 0 },
      { attemptId: 'short', amountCents: 1000 },
      'refund',
    ].map(parseRefundRequest)
    expect(new Set(refused.map((result) => JSON.stringify(result)))).toEqual(
      new Set([
        JSON.stringify({
          ok: false,
          error: {
            code: 'bad-refund',
            message:
              'Give the amount to refund in cents (or none for the whole order), or the lines to refund, each with a quantity of 1 or more, and whether the units go back on sale.',
          },
        }),
      ]),
    )
  })

  it('carries the reason the shopper is given, trimmed; a blank one is none; a long or odd one is refused as such', () => {
    expect(parseRefundRequest({ attemptId, reason: ' Damaged in transit ' })).toEqual({
      ok: true,
      value: { kind: 'whole', attemptId, reason: 'Damaged in transit' },
    })
    expect(parseRefundRequest({ attemptId, lines, restock: true, reason: 'Wrong size sent' })).toEqual({
      ok: true,
      value: { kind: 'lines', attemptId, lines, restock: true, reason: 'Wrong size sent' },
    })
    const blank = parseRefundRequest({ attemptId, reason: '   ' })
    expect(blank.ok && blank.value.reason).toBeUndefined()
    expect(parseRefundRequest({ attemptId, reason: 'x'.repeat(200) })).toMatchObject({ ok: true })
    for (const reason of ['x'.repeat(201), 7, null])
      expect(parseRefundRequest({ attemptId, reason })).toEqual({
        ok: false,
        error: { code: 'bad-reason', message: 'Give the reason as text of at most 200 characters, or none.' },
      })
  })
})
