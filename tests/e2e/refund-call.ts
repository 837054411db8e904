// A refund asked for straight from the page with another account's ID token, as a curious staff member could: the
// journeys check the server's own answer, whatever the page offers.
import type { Page } from 'playwright-core'
import { mintDebugAppCheckToken } from '../../src/lib/app-check/debug-token'

/** POSTs a refund of the order with the `Authorization` header a page's own call carried; answers the status and body. */
export const refundCallWith = (page: Page, orderNumber: string, authorization: string, attemptId: string): Promise<{ status: number; body: unknown }> =>
  page.evaluate(
    async ({ orderNumber, authorization, attemptId, appCheck }) => {
      const response = await fetch(`/api/admin/orders/${orderNumber}/refund`, {
        method: 'POST',
        headers: { Authorization: authorization, 'X-Firebase-AppCheck': appCheck, 'Content-Type': 'application/json' },
        body: JSON.stringify({ attemptId }),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { orderNumber, authorization, attemptId, appCheck: mintDebugAppCheckToken(attemptId, 'demo-storefront') },
  )
