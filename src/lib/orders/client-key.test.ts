import { describe, expect, it } from 'vitest'
import { addressBlock, countKey, forwardedClient, GOOGLE_FRONT_ENDS, inRange, proxyRanges } from './client-key'

const GOOGLE = [...GOOGLE_FRONT_ENDS]

describe('forwardedClient', () => {
  it('walks from the right past the trusted proxies: the first entry none of them appended is the client', () => {
    expect(forwardedClient('203.0.113.7, 35.191.0.1', GOOGLE)).toBe('203.0.113.7')
    expect(forwardedClient('6.6.6.6, 7.7.7.7, 203.0.113.7, 35.191.0.1', GOOGLE)).toBe('203.0.113.7')
    expect(forwardedClient('203.0.113.7', [])).toBe('203.0.113.7')
    // Two proxies of the shop's own (Hosting's, then Google's front end).
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 199.36.158.100, 35.191.0.1', [...GOOGLE, '199.36.158.0/24'])).toBe('203.0.113.7')
  })

  it('a call to the function’s own address stops at the caller’s real address, whatever it forged before it', () => {
    // The front end appended the caller's real address last: nothing it wrote is read, a forged proxy entry neither.
    expect(forwardedClient('10.0.0.1, 203.0.113.66', GOOGLE)).toBe('203.0.113.66')
    expect(forwardedClient('10.0.0.1, 35.191.0.9, 203.0.113.66', GOOGLE)).toBe('203.0.113.66')
  })

  it('is null when the header is missing or holds only the proxies', () => {
    expect(forwardedClient('35.191.0.1', GOOGLE)).toBeNull()
    expect(forwardedClient(undefined, GOOGLE)).toBeNull()
  })
})

describe('inRange', () => {
  it('matches IPv4 and IPv6 ranges, and nothing for a malformed one', () => {
    expect(inRange('35.191.200.3', '35.191.0.0/16')).toBe(true)
    expect(inRange('35.192.0.1', '35.191.0.0/16')).toBe(false)
    expect(inRange('2600:1901:0:1::5', '2600:1900::/28')).toBe(true)
    expect(inRange('2a00::1', '2600:1900::/28')).toBe(false)
    expect(inRange('35.191.0.1', '35.191.0.0/40')).toBe(false)
    expect(inRange('not an address', '0.0.0.0/0')).toBe(false)
    expect(inRange('35.191.0.1', '2600::/8')).toBe(false)
  })

  it('reads a configured list, dropping what is no range', () => {
    expect(proxyRanges(' 35.191.0.0/16, nonsense ,2600:1900::/28,')).toEqual(['35.191.0.0/16', '2600:1900::/28'])
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

describe('count keys', () => {
  it('are hashes that hold no address; one IPv6 /64 is one key', async () => {
    expect(await countKey(`ip:${addressBlock('203.0.113.7')}`)).toMatch(/^[0-9a-f]{32}$/)
    expect(addressBlock('2001:db8:0:1::5')).toEqual(addressBlock('2001:db8:0:1::9'))
    expect(await countKey('uid:ann')).not.toBe(await countKey('uid:bob'))
  })
})
