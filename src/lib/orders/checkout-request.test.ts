import { describe, expect, it } from 'vitest'
import { parseCheckoutRequest } from './checkout-request'
import { MAX_QUANTITY, MAX_UNITS } from './checkout-limits'
import { MAX_BODY_BYTES } from './json-body'
import { shirtLine, toteLine } from '../../../tests/support/test-catalog'

const body = (value: unknown) => JSON.stringify(value)
const valid = { lines: [shirtLine(2)], email: 'ann@example.com', country: 'IE', attemptId: 'attempt-0000000001' }
const errorOf = (text: string, accountEmail?: string) => {
  const parsed = parseCheckoutRequest(text, accountEmail)
  return parsed.ok ? null : parsed.error
}

describe('parseCheckoutRequest', () => {
  it('takes lines, an email, the country the parcel goes to and an attempt id', () => {
    expect(parseCheckoutRequest(body(valid))).toEqual({ ok: true, value: valid })
  })

  it('drops a price the client sends, on a line or for the whole cart', () => {
    const parsed = parseCheckoutRequest(body({ ...valid, total: 1, lines: [{ ...shirtLine(2), price: 0.01, unitCents: 1 }] }))
    expect(parsed).toEqual({ ok: true, value: valid })
  })

  it.each([
    ['an empty cart', { ...valid, lines: [] }, 'empty-cart', undefined],
    ['0 units', { ...valid, lines: [toteLine(0)] }, 'bad-quantity', 0],
    ['1,000 units', { ...valid, lines: [toteLine(), toteLine(1000)] }, 'bad-quantity', 1],
    ['a fraction of a unit', { ...valid, lines: [toteLine(1.5)] }, 'bad-quantity', 0],
    ['101 lines', { ...valid, lines: Array.from({ length: 101 }, (_, i) => ({ ...toteLine(), itemId: i + 1 })) }, 'too-many-lines', undefined],
    ['a line without an item', { ...valid, lines: [{ collectionId: '3', quantity: 1 }] }, 'bad-line', 0],
    ['a size that is no size', { ...valid, lines: [{ ...shirtLine(), size: '<b>' }] }, 'bad-line', 0],
    ['a malformed email', { ...valid, email: 'ann@' }, 'bad-email', undefined],
    ['no attempt id', { lines: valid.lines, email: valid.email, country: valid.country }, 'bad-attempt', undefined],
    ['no country', { lines: valid.lines, email: valid.email, attemptId: valid.attemptId }, 'bad-country', undefined],
    ['a country the shop does not ship to', { ...valid, country: 'CH' }, 'bad-country', undefined],
    ['a country in lower case', { ...valid, country: 'ie' }, 'bad-country', undefined],
    ['the same variant twice', { ...valid, lines: [shirtLine(), shirtLine(2)] }, 'duplicate-line', 1],
    ['no lines at all', { email: valid.email }, 'malformed', undefined],
    ['a reserved document id as the collection', { ...valid, lines: [{ ...shirtLine(), collectionId: '__x__' }] }, 'bad-line', 0],
    ['a reserved document id as the attempt', { ...valid, attemptId: '__attempt-000001__' }, 'bad-attempt', undefined],
    [
      `more than ${MAX_UNITS} units in all`,
      { ...valid, lines: [shirtLine(MAX_QUANTITY), { ...shirtLine(MAX_UNITS - MAX_QUANTITY + 1), size: 'L' }] },
      'too-many-units',
      undefined,
    ],
  ])('refuses %s with a typed error', (_, value, code, line) => {
    const error = errorOf(body(value))
    expect(error?.code).toBe(code)
    expect(error?.line).toBe(line)
    expect(error?.message).toMatch(/\w/)
  })

  it('asks a guest for an email and uses a signed-in shopper’s own', () => {
    const { email: _, ...guest } = valid
    expect(errorOf(body(guest))).toMatchObject({ code: 'email-required', message: 'Enter your email address.' })
    expect(parseCheckoutRequest(body(valid), 'me@example.com')).toMatchObject({ ok: true, value: { email: 'me@example.com' } })
    // Stored lower-cased, so an account with a verified email finds the guest orders placed with it.
    expect(parseCheckoutRequest(body({ ...valid, email: ' Ann@Example.COM ' }))).toMatchObject({ ok: true, value: { email: 'ann@example.com' } })
  })

  it('never takes an account email that is not one valid address as the recipient of the order’s mails', () => {
    const { email: _, ...guest } = valid
    for (const claim of [
      'ann@example.com, eve@example.com',
      'ann@example.com\nBcc: eve@example.com',
      'ann@example.com eve@example.com',
      '<ann@example.com>',
      '',
    ]) {
      expect(errorOf(body(guest), claim), JSON.stringify(claim)).toMatchObject({ code: 'email-required' })
      // The shopper gives one instead, as a guest does.
      expect(parseCheckoutRequest(body(valid), claim), JSON.stringify(claim)).toMatchObject({ ok: true, value: { email: 'ann@example.com' } })
    }
    expect(parseCheckoutRequest(body(guest), ' Me@Example.com ')).toMatchObject({ ok: true, value: { email: 'me@example.com' } })
  })

  it('refuses a body over 64 kB before reading it, and text that is not JSON', () => {
    expect(errorOf(' '.repeat(MAX_BODY_BYTES) + body(valid))?.code).toBe('body-too-large')
    expect(errorOf('{"lines":')?.code).toBe('malformed')
  })
})
