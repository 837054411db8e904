// The order button's request: the cart checked against the catalog as it is now, then sent once per attempt.
// The attempt id lives as long as the cart, email, country and code stay the same, kept for the tab (checkout-draft.ts),
// so a second click, a retry after a lost answer, or Buy now after Back from the payment page is the same order and
// the same payment page; a change is a new attempt, which names the one it replaces so the server ends that one. An
// attempt whose payment page has closed (it ran out, or the shopper cancelled it) is followed by a new one at once.
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toCents } from '../../lib/money'
import { priceChanges } from '../../lib/orders/price-changes'
import { ITEM_GONE_NOTE, type LineProblem } from '../../lib/orders/pricing'
import type { ShippingCountry } from '../../lib/orders/shipping-countries'
import type { CartItem } from '../cart/cart-reducer'
import { collectionsQueryOptions } from '../catalog/api/collections-query'
import { productParams } from '../catalog/find-in-catalog'
import { offerOf } from '../catalog/item-offer'
import { createCheckout } from './api/create-checkout'
import { newAttemptId } from './attempt'
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft'
import { checkoutLines } from './checkout-lines'

/** What the shopper chose besides the cart: a promotion code, and the mail with a link should the order go unpaid. */
interface PurchaseChoices {
  promotionCode?: string | undefined
  recoveryConsent?: boolean
}

/** What the shopper reads when the device is offline as they press Buy now. */
export const OFFLINE = 'You are offline. Nothing was ordered or charged: Buy now works again once you are connected.'

export type PurchaseProblem = { kind: 'lines'; message: string; problems: LineProblem[] } | { kind: 'error'; message: string; openCheckout?: string }

export function usePurchase(cartItems: readonly CartItem[], signedIn: boolean) {
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<PurchaseProblem | null>(null)
  const inFlight = useRef(false)

  /** The attempt for what is asked (`key`), with the one it replaces; `fresh`: a new one whatever was kept. */
  const attemptFor = (key: string, fresh = false): { id: string; replaces?: string } => {
    const kept = readCheckoutDraft().attempt
    if (kept && kept.key === key && !fresh) return { id: kept.id }
    const id = newAttemptId()
    saveCheckoutDraft({ attempt: { key, id } })
    return kept ? { id, replaces: kept.id } : { id }
  }

  /** Resolves true once the browser is on its way to the payment page. */
  async function send(
    email: string | undefined,
    country: ShippingCountry,
    { promotionCode, recoveryConsent = false }: PurchaseChoices,
  ): Promise<boolean | void> {
    // Asked even when the device thinks it is offline: Query would otherwise hold the request until it is back,
    // and the button would stay greyed out with nothing said.
    const collections = await queryClient.fetchQuery({ ...collectionsQueryOptions(), staleTime: 0, networkMode: 'always' })
    const request = checkoutLines(cartItems, collections)
    if (!request.ok) {
      const problems = request.missing.map((line): LineProblem => ({ line, code: 'item-gone', message: ITEM_GONE_NOTE }))
      return setProblem({ kind: 'lines', message: 'Some items in your cart changed. Nothing was charged.', problems })
    }
    // The prices the shopper saw against the catalog's now: a change is shown before anything is ordered.
    const catalogCents = cartItems.map((line) => {
      const page = productParams(collections, line.id)
      const item = page && collections[page.collectionSlug]?.items.find((entry) => entry.id === line.id)
      return item ? offerOf(item).cents : toCents(line.price)
    })
    const changed = priceChanges(
      cartItems.map((line) => toCents(line.price)),
      cartItems.map((line, index) => ({ ...request.lines[index]!, name: line.name, unitCents: catalogCents[index]! })),
    )
    if (changed.length > 0) return setProblem({ kind: 'lines', message: 'Some prices changed. Nothing was charged.', problems: changed })

    const key = JSON.stringify({ signedIn, lines: request.lines, email: email ?? null, country, promotionCode: promotionCode ?? null, recoveryConsent })
    const ask = ({ id, replaces }: { id: string; replaces?: string }) =>
      createCheckout({
        lines: request.lines,
        country,
        attemptId: id,
        signedIn,
        recoveryConsent,
        ...(replaces ? { replaces } : {}),
        ...(email ? { email } : {}),
        ...(promotionCode ? { promotionCode } : {}),
      })
    let answer = await ask(attemptFor(key))
    if (answer.kind === 'closed') answer = await ask(attemptFor(key, true))
    if (answer.kind === 'pay') {
      location.assign(answer.url)
      return true
    }
    if (answer.kind === 'cart-changed') return setProblem({ kind: 'lines', message: answer.message, problems: answer.problems })
    setProblem({ kind: 'error', message: answer.message, ...('openCheckout' in answer && answer.openCheckout ? { openCheckout: answer.openCheckout } : {}) })
  }

  async function purchase(email: string | undefined, country: ShippingCountry, choices: PurchaseChoices = {}): Promise<void> {
    if (inFlight.current) return
    if (!onlineManager.isOnline()) return setProblem({ kind: 'error', message: OFFLINE })
    inFlight.current = true
    setSending(true)
    setProblem(null)
    // On the way to the payment page the button stays disabled: the page is about to go.
    let leaving = false
    try {
      leaving = (await send(email, country, choices)) === true
    } catch {
      setProblem({ kind: 'error', message: 'The shop could not be reached. Check your connection and try again.' })
    }
    if (leaving) return
    inFlight.current = false
    setSending(false)
  }

  return { purchase, sending, problem, dismiss: () => setProblem(null) }
}
