// What a shopper has given the checkout so far: the guest's email, the country chosen and an applied code, and the
// last press of Buy now (its attempt: what it bought, and its id). Kept for the tab (sessionStorage), so Back from the
// payment page, or a reload, finds the form as it was left and Buy now the same payment page; a closed tab keeps
// nothing. The code stays until the order is paid (useClearBoughtLines) or the shopper removes it. Where the
// browser refuses storage, the form simply starts empty, as before.
import * as v from 'valibot'
import { AppliedCodeSchema } from './api/check-promotion'

const KEY = 'checkout'

const Draft = v.object({
  email: v.optional(v.string()),
  country: v.optional(v.string()),
  code: v.optional(v.nullable(AppliedCodeSchema)),
  /** The last attempt sent: `key`, what it asked for; `id`, its attempt id (use-purchase.ts). */
  attempt: v.optional(v.nullable(v.object({ key: v.string(), id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) }))),
})
export type CheckoutDraft = v.InferOutput<typeof Draft>

/** The draft kept for this tab; an empty one when there is none, it cannot be read, or it is not one. */
export function readCheckoutDraft(): CheckoutDraft {
  try {
    const parsed = v.safeParse(Draft, JSON.parse(sessionStorage.getItem(KEY) ?? '{}'))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

/** Keeps `change` over the draft; nothing happens where storage is refused or full. */
export function saveCheckoutDraft(change: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...readCheckoutDraft(), ...change }))
  } catch {
    // Storage refused: the form works, and is empty again after a reload.
  }
}
