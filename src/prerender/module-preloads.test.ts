import { describe, expect, it } from 'vitest'
import { modulePreloads, type BuildManifest } from './module-preloads'

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-2.js', '_theme-3.js'] },
  '_framework-2.js': { file: 'assets/framework-2.js' },
  '_theme-3.js': { file: 'assets/theme-3.js' },
  '_card-4.js': { file: 'assets/card-4.js', imports: ['_framework-2.js', 'index.html', '_theme-3.js'] },
  'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-5.js', imports: ['_framework-2.js', 'index.html', '_card-4.js'] },
  'src/features/search/search-index.ts': { file: 'assets/search-index-6.js' },
  'src/routes/checkout.tsx?tsr-split=component': { file: 'assets/checkout-7.js', imports: ['index.html'] },
}

describe('modulePreloads', () => {
  it("lists the entry's files, then each module's, each once and after what it imports", () => {
    expect(modulePreloads(manifest, ['src/routes/search.tsx?tsr-split=component', 'src/features/search/search-index.ts'])).toEqual([
      '/assets/framework-2.js',
      '/assets/theme-3.js',
      '/assets/index-1.js',
      '/assets/card-4.js',
      '/assets/search-5.js',
      '/assets/search-index-6.js',
    ])
  })

  it('lists only the entry and its imports when no module is asked for', () => {
    expect(modulePreloads(manifest, [])).toEqual(['/assets/framework-2.js', '/assets/theme-3.js', '/assets/index-1.js'])
  })

  it('stops the build when a module is not in the manifest, or the manifest has no single entry', () => {
    expect(() => modulePreloads(manifest, ['src/routes/search.tsx'])).toThrow('The build manifest has no module src/routes/search.tsx')
    const { 'index.html': _entry, ...noEntry } = manifest
    expect(() => modulePreloads(noEntry, [])).toThrow('The build manifest has 0 entries, not one')
  })
})
