// The owner's codes at the payment provider: each code the provider can spell has a coupon and a promotion code of
// the same text there, on while the code is open or scheduled, off once paused or ended, so the provider's receipts
// name it. The shop's document stays the truth (its counts, its cap, once per customer); the provider's copy follows
// it after each change, keyed by the change, and the document says whether it is in step. While it is not, the
// checkout takes the code's discount off with a coupon of exactly the order's discount, as it does for every code
// the provider cannot compute to the cent (provider-discount.ts): money never depends on the copy.
import { providerSpells } from '../orders/provider-discount'
import { promotionState, readPromotion, type Promotion } from '../orders/promotion'
import type { Deps, ProviderPromotion } from './ports'
import { promotionPath } from './promotion-store'

/** Bringing the copy in step again after a change made meanwhile: a few rounds, then the next change or run does it. */
const ROUNDS = 3

/** Whether the provider's promotion code should be on: the code can still be used, now or once it starts. */
const wantsActive = (promotion: Promotion, now: Date): boolean => ['active', 'scheduled'].includes(promotionState(promotion, now))

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The provider's copy as the code wants it, made or changed; null when nothing is to be asked. */
async function askProvider(deps: Deps, code: string, promotion: Promotion, active: boolean): Promise<ProviderPromotion | null> {
  const revision = promotion.revision ?? 0
  if (promotion.provider) {
    if (promotion.provider.active === active) return null
    return deps.payments.setPromotionActive(promotion.provider, active, `promotion-${code}-r${revision}`)
  }
  // A code that ended before its copy was ever made needs none.
  if (!active) return null
  const createdAt = Date.parse(String((promotion as Record<string, unknown>).createdAt))
  return deps.payments.createPromotion(promotion, active, `promotion-${code}-${Number.isNaN(createdAt) ? 0 : createdAt}`)
}

/**
 * Brings the provider's copy of the code in step with the code. Answers null when it is (or the provider cannot
 * spell the code: its checkouts use a coupon per order), or the provider's error: the code then says it is out of
 * step, is logged as an alert, and the owner's next press, or the next run of the job that ends abandoned orders, tries again.
 */
export async function mirrorPromotion(deps: Deps, code: string): Promise<string | null> {
  if (!providerSpells(code)) return null
  for (let round = 0; round < ROUNDS; round++) {
    const promotion = readPromotion((await deps.store.get(promotionPath(code))).data)
    if (!promotion) return null
    const active = wantsActive(promotion, deps.now())
    if (promotion.provider?.active === active && promotion.providerInStep !== false) return null
    let mirror: ProviderPromotion | null
    try {
      mirror = await askProvider(deps, code, promotion, active)
    } catch (error) {
      console.error('ALERT: the payment provider did not take a change of a promotion code; its checkouts use a coupon per order meanwhile', {
        code,
        reason: reasonOf(error),
      })
      await deps.store.runTransaction(async (tx) => tx.update(promotionPath(code), { providerInStep: false }))
      return reasonOf(error)
    }
    // Written only over the revision it was asked for: a change made meanwhile is asked for in the next round.
    const settled = await deps.store.runTransaction(async (tx) => {
      const now = readPromotion((await tx.get(promotionPath(code))).data)
      if (!now) return true
      const same = (now.revision ?? 0) === (promotion.revision ?? 0)
      tx.update(promotionPath(code), { ...(mirror ? { provider: mirror } : {}), providerInStep: same })
      return same
    })
    if (settled) return null
  }
  return null
}

/** Codes whose copy a change did not reach, brought in step (the scheduled job that ends abandoned orders runs it). */
export async function mirrorOutOfStep(deps: Deps): Promise<void> {
  for (const stored of await deps.store.query('promotions', [['providerInStep', '==', false]], 50)) await mirrorPromotion(deps, stored.id)
}
