// The back office's pages, fetched ahead: once a back-office page is idle, the code of every other one (each route's
// own chunk and what its loader loads first, `loadCode` in its staticData) is fetched and run, so a press in the
// back office's navigation waits for its data, not for a round trip per module. Once a visit; not on a connection
// that asks to save data, and never on a shopper's page. In a production build only: the development server compiles
// each file when it is asked for, and a test loads what it renders.
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

let asked = false

/** The back office's routes: everything under /admin. */
const isBackOffice = (id: string) => id.startsWith('/admin/')

export function fetchBackOfficeCode(router: AnyRouter): void {
  if (asked || !import.meta.env.PROD) return
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  asked = true
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    if (!isBackOffice(route.id)) continue
    // A file that cannot be fetched now is fetched again when its page is opened.
    void router.loadRouteChunk(route)?.catch(() => {})
    void route.options.staticData?.loadCode?.().catch(() => {})
  }
}
