// The import boundaries of eslint.config.js (routes → features → shared; only src/main.tsx loads mocks/), checked
// through ESLint's own API on virtual files: each snippet is linted as if it were the file at `file`. The files
// need not exist; the config judges a relative import by the path it names.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const RULE = 'import-x/no-restricted-paths'

let eslint: ESLint
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
  // Loading the config and its plugins takes a few seconds: here, not in the first test's time.
  await eslint.lintText('', { filePath: path.join(root, 'src/lib/x.ts') })
})

/** The boundary errors for `code` in `file` (relative to the project root), as "line: import path". */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true })
  if (!result) throw new Error(`ESLint returned no result for ${file}`)
  // A parse error, a resolver error or an ignored file would hide the rule: none of them may pass as "allowed".
  const other = result.messages.filter((message) => message.ruleId === null)
  expect(other.map((message) => message.message)).toEqual([])
  return result.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => {
      expect(message.severity).toBe(2)
      return `${message.line}: ${/Unexpected path "([^"]+)"/.exec(message.message)?.[1] ?? message.message}`
    })
}

/** One import per line; every one of them is expected to break a boundary. */
function forbidden(...imports: string[]): { code: string; expected: string[] } {
  const code = imports.map((line, index) => line.replace('$', `x${index}`)).join('\n')
  const expected = imports.map((line, index) => `${index + 1}: ${/'([^']+)'/.exec(line)?.[1]}`)
  return { code, expected }
}

describe('forbidden imports are errors', () => {
  const cases: [string, string, ReturnType<typeof forbidden>][] = [
    [
      'shared UI imports a feature',
      'src/components/x.tsx',
      forbidden(
        "import { $ } from '../features/cart/cart-context'",
        "import { $ } from '../features/auth/components/session-link'",
        "export { $ } from '../features/catalog/types'",
      ),
    ],
    [
      'shared lib loads a feature with a dynamic import',
      'src/lib/x.ts',
      forbidden("export const $ = await import('../features/auth/session')", "export const $ = () => import('../features/cart/cart-model')"),
    ],
    [
      'shared code imports routes, app, prerender, main',
      'src/styles/x.ts',
      forbidden(
        "import { $ } from '../routes/__root'",
        "import { $ } from '../app/router'",
        "import { $ } from '../prerender/render'",
        "import { $ } from '../main'",
      ),
    ],
    [
      'catalog imports cart',
      'src/features/catalog/components/x.tsx',
      forbidden("import { $ } from '../../cart/cart-context'", "import { $ } from '../../cart/money'", "export * from '../../cart/cart-model'"),
    ],
    [
      'catalog imports auth and directory',
      'src/features/catalog/x.ts',
      forbidden("import { $ } from '../auth/session'", "export const $ = await import('../directory/sections')"),
    ],
    [
      'auth imports another feature',
      'src/features/auth/x.ts',
      forbidden("import { $ } from '../cart/cart-context'", "import { $ } from '../catalog/types'", "import { $ } from '../directory/sections'"),
    ],
    [
      'directory imports another feature',
      'src/features/directory/components/x.tsx',
      forbidden("import { $ } from '../../catalog/types'", "import { $ } from '../../cart/money'", "import { $ } from '../../auth/session'"),
    ],
    [
      'orders imports search or directory',
      'src/features/orders/components/x.tsx',
      forbidden("import { $ } from '../../search/search-index'", "export const $ = () => import('../../directory/sections')"),
    ],
    ['cart imports orders', 'src/features/cart/components/x.tsx', forbidden("import { $ } from '../../orders/use-purchase'")],
    [
      'catalog imports search',
      'src/features/catalog/components/x.tsx',
      forbidden("import { $ } from '../../search/search-index'", "export const $ = () => import('../../search/search-params')"),
    ],
    [
      'search imports cart, auth or directory',
      'src/features/search/components/x.tsx',
      forbidden(
        "import { $ } from '../../cart/cart-context'",
        "import { $ } from '../../auth/session'",
        "export const $ = () => import('../../directory/sections')",
      ),
    ],
    [
      'cart imports auth or directory',
      'src/features/cart/x.ts',
      forbidden("import { $ } from '../auth/session'", "export const $ = () => import('../directory/sections')"),
    ],
    [
      'a feature imports routes, app, prerender, main',
      'src/features/cart/components/x.tsx',
      forbidden(
        "import { $ } from '../../../routes/checkout'",
        "import { $ } from '../../../app/app'",
        "import { $ } from '../../../prerender/render'",
        "import { $ } from '../../../main'",
      ),
    ],
    [
      'a route imports app, prerender, main',
      'src/routes/shop/x.tsx',
      forbidden("import { $ } from '../../app/router'", "export const $ = await import('../../prerender/render')", "import { $ } from '../../main'"),
    ],
    ['a route piece imports app', 'src/routes/shop/-components/x.tsx', forbidden("import { $ } from '../../../app/query-client'")],
    ['the app imports prerender or main', 'src/app/x.ts', forbidden("import { $ } from '../prerender/render'", "import { $ } from '../main'")],
    ['the app imports mocks', 'src/app/x.ts', forbidden("import { $ } from '../../mocks/browser'", "export const $ = await import('../../mocks/node')")],
    [
      'any other src file imports mocks',
      'src/lib/x.ts',
      forbidden("export const $ = () => import('../../mocks/browser')", "import $ from '../../mocks/data/catalog.json'"),
    ],
    ['a feature imports mocks', 'src/features/auth/x.ts', forbidden("import { $ } from '../../../mocks/state'")],
    ['a route imports mocks', 'src/routes/x.tsx', forbidden("import { $ } from '../../mocks/handlers'")],
    [
      "start-up's surface imports the app",
      'src/prerender/live.ts',
      forbidden("import { $ } from '../features/cart/cart-context'", "import { $ } from '../lib/firebase/settings'", "import { $ } from '../app/router'"),
    ],
    ['prerender imports mocks or main', 'src/prerender/x.tsx', forbidden("import $ from '../../mocks/data/catalog.json'", "import { $ } from '../main'")],
    ['a top-level src file other than main.tsx imports mocks', 'src/x.ts', forbidden("export const $ = () => import('../mocks/browser')")],
    ['a test beside the code imports mocks', 'src/features/cart/x.test.ts', forbidden("import { $ } from '../../../mocks/node'")],
    [
      "app code imports the shop's texts whole",
      'src/routes/-components/x.tsx',
      forbidden("import { $ } from '../../content/shop-info'", "export const $ = () => import('../../content/shop-info')"),
    ],
    ['a shared module imports them whole', 'src/lib/x.ts', forbidden("import { $ } from '../content/shop-info'")],
    [
      'the mock backend imports app code',
      'mocks/firestore/x.ts',
      forbidden("import { $ } from '../../src/features/catalog/map-collections'", "export const $ = await import('../../src/main')"),
    ],
  ]

  it.each(cases)('%s (%s)', async (_name, file, { code, expected }) => {
    expect(await boundaryErrors(file, code)).toEqual(expected)
  })
})

describe('allowed imports are not boundary errors', () => {
  const cases: [string, string, string][] = [
    [
      'routes import features and shared code',
      'src/routes/shop/x.tsx',
      `import { CartProvider } from '../../features/cart/cart-context'
import { Button } from '../../components/button'
import { theme } from '../../styles/theme'
export const load = () => import('../../lib/firebase/firestore')
export { CartProvider, Button, theme }`,
    ],
    [
      'a route piece imports shared code and a feature',
      'src/routes/shop/-components/x.tsx',
      `export { Spinner } from '../../../components/spinner'
export { mapCollections } from '../../../features/catalog/map-collections'`,
    ],
    [
      'cart imports catalog',
      'src/features/cart/components/x.tsx',
      `import type { Item } from '../../catalog/types'
export const grid = () => import('../../catalog/components/item-grid')
export type { Item }`,
    ],
    [
      'orders imports cart, catalog and auth',
      'src/features/orders/x.ts',
      `export { useCart } from '../cart/cart-context'
export { collectionsQueryOptions } from '../catalog/api/collections-query'
export const auth = () => import('../auth/auth-state-provider')`,
    ],
    [
      'search imports catalog',
      'src/features/search/x.ts',
      `import type { CollectionsMap } from '../catalog/types'
export { collectionsQueryOptions } from '../catalog/api/collections-query'
export const browse = () => import('../catalog/browse')
export type { CollectionsMap }`,
    ],
    [
      'a feature imports its own files and shared code, statically and dynamically',
      'src/features/auth/components/x.tsx',
      `import { authErrorMessage } from '../auth-errors'
import { Button } from '../../../components/button'
import { theme } from '../../../styles/theme'
export const actions = () => import('../../../lib/firebase/auth-actions')
export { authErrorMessage, Button, theme }`,
    ],
    [
      "the shop's texts through the build's modules, their types and paths from the schema, the file in its own tests",
      'src/routes/-components/x.tsx',
      `import { infoPages } from 'virtual:shop-info'
import page from 'virtual:info-page/returns'
import { INFO_PATHS, type InfoPath } from '../../content/shop-info-schema'
export { infoPages, page, INFO_PATHS, type InfoPath }`,
    ],
    ['a test beside the texts reads the file', 'src/content/x.test.ts', `export { shopInfo } from './shop-info'`],
    [
      'shared code imports shared code and packages',
      'src/components/x.tsx',
      `import styled from '@emotion/styled'
import { useHydrated } from '../prerender/live'
import { theme } from '../styles/theme'
import { Logo } from './logo'
export { styled, useHydrated, theme, Logo }`,
    ],
    [
      'main.tsx starts the mock backend and imports every layer',
      'src/main.tsx',
      `export const mocks = () => import('../mocks/browser')
export { App } from './app/app'
export { hydrate } from './prerender/hydrate'
export { showStartupError } from './components/startup-error'`,
    ],
    [
      'the app imports features, routes and shared code',
      'src/app/x.tsx',
      `export { CartProvider } from '../features/cart/cart-context'
export { routeTree } from '../routeTree.gen'
export { GlobalStyles } from '../styles/global-styles'`,
    ],
    [
      "a feature and a route use start-up's one surface",
      'src/features/cart/components/x.tsx',
      `export { keepsEarlyTap, useHydrated } from '../../../prerender/live'
export const route = () => import('../../../prerender/live')`,
    ],
    [
      'prerender imports the app and features',
      'src/prerender/x.tsx',
      `export { App } from '../app/app'
export { mapCollections } from '../features/catalog/map-collections'`,
    ],
    [
      'tests import anything',
      'tests/integration/x.test.tsx',
      `import { server } from '../../mocks/node'
import catalog from '../../mocks/data/catalog.json'
export const boot = () => import('../../src/main')
export { CartProvider } from '../../src/features/cart/cart-context'
export { server, catalog }`,
    ],
    [
      'the mock backend imports itself and the shared layer',
      'mocks/firestore/x.ts',
      `export { mockState } from '../state'
export { encodeFields } from './values'
export { DEMO_OPTIONS } from '../../src/lib/firebase/config'`,
    ],
  ]

  it.each(cases)('%s (%s)', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})
