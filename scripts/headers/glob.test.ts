import { describe, expect, it } from 'vitest'
import { hostingGlob } from './glob'

const matches = (glob: string, paths: string[]) => paths.filter(hostingGlob(glob))

describe('hostingGlob', () => {
  const paths = ['/', '/index.html', '/shop/bags', '/assets', '/assets/', '/assets/index-abc.js', '/assets/deep/x.css', '/assetsx/a.js', '/images/a.webp']

  it('`**` matches every path, `/assets/**` the folder and everything below it', () => {
    expect(matches('**', paths)).toEqual(paths)
    expect(matches('/assets/**', paths)).toEqual(['/assets', '/assets/', '/assets/index-abc.js', '/assets/deep/x.css'])
  })

  it('a leading `!` negates the whole pattern: the rewrite that leaves /assets to the 404 page', () => {
    expect(matches('!/assets/**', paths)).toEqual(['/', '/index.html', '/shop/bags', '/assetsx/a.js', '/images/a.webp'])
  })

  it('`*` and `?` stay within a segment; `{a,b}` and `@(a|b)` are alternatives', () => {
    expect(matches('/*', paths)).toEqual(['/', '/index.html', '/assets'])
    expect(matches('/shop/ba?s', paths)).toEqual(['/shop/bags'])
    expect(matches('**/*.@(js|css)', paths)).toEqual(['/assets/index-abc.js', '/assets/deep/x.css', '/assetsx/a.js'])
    expect(matches('/{images,shop}/**', paths)).toEqual(['/shop/bags', '/images/a.webp'])
  })

  it('treats regular-expression characters literally', () => {
    expect(hostingGlob('/index.html')('/indexXhtml')).toBe(false)
    expect(hostingGlob('/a$b^c')('/a$b^c')).toBe(true)
  })

  it('refuses syntax it does not implement, rather than match differently from Hosting', () => {
    expect(() => hostingGlob('!(/assets/**)')).toThrow("uses '('")
    expect(() => hostingGlob('/[ab]')).toThrow("uses '['")
    expect(() => hostingGlob('/a/!b')).toThrow("uses '!'")
    expect(() => hostingGlob('/{a,b')).toThrow("unclosed '{'")
  })
})
