import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/shop/bags?x=1#top', '/shop/bags?x=1#top'],
    ['/shop/../checkout', '/checkout'],
  ])('keeps the path %s on this site', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })

  it.each([
    undefined,
    42,
    '',
    'checkout',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/signin',
    '/signin?redirect=/checkout',
    '\t//evil.example',
    '/a/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
  ])('falls back to / for %j', (value) => {
    expect(safeRedirectTarget(value)).toBe('/')
  })
})
