import { describe, expect, it } from 'vitest'
import { addressBlock, clientKeys, forwardedClient } from './client-key'

describe('forwardedClient', () => {
  it('takes the entry left of the ones the shop’s proxies append, whatever the client wrote before it', () => {
    expect(forwardedClient('203.0.113.7, 35.191.0.1', 1)).toBe('203.0.113.7')
    expect(forwardedClient('6.6.6.6, 7.7.7.7, 203.0.113.7, 35.191.0.1', 1)).toBe('203.0.113.7')
    expect(forwardedClient('203.0.113.7', 0)).toBe('203.0.113.7')
  })

  it('is null when the header has fewer entries than the proxies add', () => {
    expect(forwardedClient('35.191.0.1', 1)).toBeNull()
    expect(forwardedClient(undefined, 1)).toBeNull()
  })
})

describe('addressBlock', () => {
  it('keeps an IPv4 address whole and an IPv6 address’s /64', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(addressBlock('2001:DB8::1')).toBe('2001:db8:0:0::/64')
    expect(addressBlock('[2001:db8:0:1::5]')).toBe('2001:db8:0:1::/64')
  })
})

describe('clientKeys', () => {
  it('counts a guest by connection and a signed-in shopper by account alone, under hashes that hold no address', async () => {
    const [ip] = await clientKeys('203.0.113.7', null)
    expect(ip).toMatch(/^[0-9a-f]{32}$/)
    expect(await clientKeys('2001:db8:0:1::5', null)).toEqual(await clientKeys('2001:db8:0:1::9', null))
    const [account] = await clientKeys('2001:db8:0:1::5', 'ann')
    expect(account).toMatch(/^[0-9a-f]{32}$/)
    expect(await clientKeys('198.51.100.1', 'ann')).toEqual([account])
    expect(account).not.toBe((await clientKeys('2001:db8:0:1::5', null))[0])
  })
})
