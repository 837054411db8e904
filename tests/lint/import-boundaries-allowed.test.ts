// The import boundaries of eslint.config.js (routes → features → shared; only src/main.tsx loads mocks/), checked
// through ESLint's own API on virtual files (boundary-errors.ts): what each layer may import.
import { describe, expect, it } from 'vitest'
import { boundaryErrors, useEslint } from './boundary-errors'

useEslint()

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
      'account imports auth and orders',
      'src/features/account/x.ts',
      `export { callApi } from '../orders/api/shop-api'
export const errors = () => import('../auth/auth-errors')`,
    ],
    [
      'cart-sync imports auth, cart and catalog',
      'src/features/cart-sync/x.ts',
      `export { userDocumentQueryOptions } from '../auth/api/user-document-query'
export { useCart } from '../cart/cart-context'
export const live = () => import('../catalog/api/live-collection-query')`,
    ],
    [
      'wishlist imports auth, cart and catalog',
      'src/features/wishlist/x.ts',
      `export { useAuthState } from '../auth/auth-state-provider'
export { addToCartAction } from '../cart/components/add-to-cart-button'
export const live = () => import('../catalog/api/live-collection-query')`,
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
