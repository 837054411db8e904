import { expect, it } from 'vitest'
import { readJsonBody } from './json-body'

it('reads JSON within the limit, and refuses a larger body or one that is not JSON', () => {
  expect(readJsonBody('{"a":1}', 16)).toEqual({ ok: true, value: { a: 1 } })
  // The limit counts bytes, not characters: 'é' is two.
  expect(readJsonBody(`"${'é'.repeat(8)}"`, 16)).toEqual({ ok: false, error: { code: 'body-too-large', message: 'The request is too large.' } })
  expect(readJsonBody('{a:1}', 16)).toEqual({ ok: false, error: { code: 'malformed', message: 'The request is not JSON.' } })
})

it('reads an empty body as the value given for it, and as malformed without one', () => {
  expect(readJsonBody('', 16, {})).toEqual({ ok: true, value: {} })
  expect(readJsonBody('', 16)).toMatchObject({ ok: false, error: { code: 'malformed' } })
})
