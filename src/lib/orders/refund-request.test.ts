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
})
