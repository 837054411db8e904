// The stand-ins must match what reactfire really imports: a new name would fail the build as a missing export, a
// new SDK would be bundled whole, and a dropped one would leave a stale stub. This reads the installed package.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REACTFIRE_UNUSED_SDKS } from './reactfire-unused-sdks'

const require = createRequire(import.meta.url)
// The module the bundler takes: the package's `import` entry.
const manifest = join(dirname(require.resolve('reactfire')), '..', 'package.json')
const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } }
const entry = join(dirname(manifest), exports['.'].import)

function firebaseImports(source: string): Record<string, string[]> {
  const imports: Record<string, string[]> = {}
  for (const [, names, sdk] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](firebase\/[\w-]+)["']/g)) {
    imports[sdk!] = names!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean)
      .sort()
  }
  return imports
}

describe('reactfire without the Firebase SDKs the shop does not use', () => {
  const imports = firebaseImports(readFileSync(entry, 'utf8'))

  it('reads the imports of the installed reactfire', () => {
    expect(Object.keys(imports)).toContain('firebase/auth')
  })

  it('stubs exactly the names reactfire imports from each unused SDK', () => {
    for (const [sdk, names] of Object.entries(REACTFIRE_UNUSED_SDKS)) expect(imports[sdk], sdk).toEqual([...names].sort())
  })

  it('leaves only the SDKs the shop uses to reactfire', () => {
    const kept = Object.keys(imports).filter((sdk) => !(sdk in REACTFIRE_UNUSED_SDKS))
    expect(kept.sort()).toEqual(['firebase/app', 'firebase/auth'])
  })
})
