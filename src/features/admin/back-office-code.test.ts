// The back office's pages' code, fetched ahead once a back-office page is idle: every page under /admin, its chunk and
// its loader's code, once a visit, and not at all on a connection that asks to save data.
import type { AnyRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

// As in a production build, where the files are fetched ahead.
beforeEach(() => void vi.stubEnv('PROD', true))

afterEach(() => {
  vi.resetModules()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

function fakeRouter() {
  const loadCode = vi.fn(() => Promise.resolve())
  const routes = {
    __root__: { id: '__root__', options: {} },
    '/shop/$collectionSlug': { id: '/shop/$collectionSlug', options: {} },
    '/admin/dashboard': { id: '/admin/dashboard', options: { staticData: { loadCode } } },
    '/admin/customers/': { id: '/admin/customers/', options: { staticData: {} } },
  }
  const loadRouteChunk = vi.fn<(route: { id: string }) => Promise<void>>(() => Promise.resolve())
  return { router: { routesById: routes, loadRouteChunk } as unknown as AnyRouter, loadRouteChunk, loadCode }
}

it('fetches every back-office page’s chunk and its loader’s code, once a visit, and no page of the shop', async () => {
  const { fetchBackOfficeCode } = await import('./back-office-code')
  const { router, loadRouteChunk, loadCode } = fakeRouter()
  fetchBackOfficeCode(router)
  fetchBackOfficeCode(router)
  expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toEqual(['/admin/dashboard', '/admin/customers/'])
  expect(loadCode).toHaveBeenCalledTimes(1)
})

it('fetches nothing ahead on a connection that asks to save data', async () => {
  vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
  const { fetchBackOfficeCode } = await import('./back-office-code')
  const { router, loadRouteChunk, loadCode } = fakeRouter()
  fetchBackOfficeCode(router)
  expect(loadRouteChunk).not.toHaveBeenCalled()
  expect(loadCode).not.toHaveBeenCalled()
})

it('fetches nothing ahead from the development server or in a test', async () => {
  vi.stubEnv('PROD', false)
  const { fetchBackOfficeCode } = await import('./back-office-code')
  const { router, loadRouteChunk } = fakeRouter()
  fetchBackOfficeCode(router)
  expect(loadRouteChunk).not.toHaveBeenCalled()
})
