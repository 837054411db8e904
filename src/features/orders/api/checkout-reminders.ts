// The link in the mail of a checkout left unpaid, as the unsubscribe page calls the shop's /api: it stops those mails
// to the address it was sent to. Loaded with that page only.
import * as v from 'valibot'
import type { Answer } from './back-in-stock'
import { callApi } from './shop-api'

const Stopped = v.object({ stopped: v.literal(true) })

/** Answers 0, as nothing of the address was waiting: the page's words for these mails need no count. */
export async function unsubscribeCheckoutReminders(token: string): Promise<Answer<number>> {
  const result = await callApi('/checkout-reminders/unsubscribe', Stopped, { body: { token } })
  return result.ok ? { ok: true, value: 0 } : { ok: false, message: result.error.message }
}
