// The import boundaries of eslint.config.js (routes → features → shared; only src/main.tsx loads mocks/), checked
// through ESLint's own API on virtual files (boundary-errors.ts): what each layer may not import.
import { describe, expect, it } from 'vitest'
import { boundaryErrors, forbidden, useEslint } from './boundary-errors'

useEslint()

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
      'the app imports the /api, which runs in the functions and the demo',
      'src/features/orders/x.ts',
      forbidden("import { $ } from '../../lib/api/router'", "import { $ } from '../../lib/api/checkout'"),
    ],
    [
      'the /api imports a server SDK or MSW instead of its ports',
      'src/lib/api/x.ts',
      forbidden("import { $ } from 'firebase-admin/firestore'", "import $ from 'stripe'", "import { $ } from 'msw'"),
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
    [
      'wishlist imports orders or search',
      'src/features/wishlist/x.ts',
      forbidden("import { $ } from '../orders/use-purchase'", "export const $ = () => import('../search/search-index')"),
    ],
    [
      'cart-sync imports orders or wishlist',
      'src/features/cart-sync/x.ts',
      forbidden("import { $ } from '../orders/use-purchase'", "export const $ = () => import('../wishlist/use-wishlist')"),
    ],
    ['cart imports cart-sync', 'src/features/cart/x.ts', forbidden("import { $ } from '../cart-sync/merge-carts'")],
    ['catalog imports wishlist', 'src/features/catalog/components/x.tsx', forbidden("import { $ } from '../../wishlist/use-wishlist'")],
    ['cart imports orders', 'src/features/cart/components/x.tsx', forbidden("import { $ } from '../../orders/use-purchase'")],
    ['orders imports account', 'src/features/orders/components/x.tsx', forbidden("import { $ } from '../../account/api/delete-account'")],
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
