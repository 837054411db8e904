import { describe, expect, it } from 'vitest'
import { newId, newOrderToken, sha256Hex, tokenMatches } from './guest-token'

describe('guest order tokens', () => {
  it('are 256 random bits in address-safe text, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 200 }, newOrderToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newId()).toMatch(/^[A-Za-z0-9_-]{20}$/)
  })

  it('are stored as their SHA-256 only', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('a token that matches opens the order; another one, an empty one or a hash itself does not', async () => {
    const token = newOrderToken()
    const stored = await sha256Hex(token)
    expect(await tokenMatches(token, stored)).toBe(true)
    expect(await tokenMatches(newOrderToken(), stored)).toBe(false)
    expect(await tokenMatches('', stored)).toBe(false)
    expect(await tokenMatches(stored, stored)).toBe(false)
  })
})
