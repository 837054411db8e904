// Promotion codes through the /api. POST /api/promotions/check: what a code takes off the cart the page shows, or why
// it does not apply (an estimate; the checkout decides again from the catalog); a client refused too many codes is
// told to wait (code-guess-limit.ts). POST /api/admin/promotions and
// /api/admin/promotions/<CODE>/<pause|resume|end>: the owner's codes (owners only; staff may not), each change in a
// transaction on the code's document.
import { ownerName } from '../catalog/catalog-edit'
import { bodyErrorStatus, readJsonBody } from '../orders/json-body'
import { discountFor, promotionProblem, readPromotion, termsWords } from '../orders/promotion'
import { newPromotionDocument, parseNewPromotion, PromotionQuestion } from '../orders/promotion-request'
import * as v from 'valibot'
import { backOfficeAccess } from './back-office-access'
import { codeGuesses } from './code-guess-limit'
import { apiError, bodyText, json, type ApiRequest, type ApiResponse } from './http'
import type { Caller, Deps } from './ports'
import { providerSpells } from '../orders/provider-discount'
import { mirrorPromotion } from './promotion-mirror'
import { promotionPath, promotionUseIds, readPromotionFor } from './promotion-store'

export const PROMOTION_CHANGES = ['pause', 'resume', 'end'] as const
export type PromotionChange = (typeof PROMOTION_CHANGES)[number]

const bodyOf = (request: ApiRequest) => readJsonBody(bodyText(request), undefined, {})

/** The shopper's question: the discount on the subtotal given, or the sentence saying why the code does not apply. */
export async function checkPromotion(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const body = bodyOf(request)
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const question = v.safeParse(PromotionQuestion, body.value)
  if (!question.success) return apiError(409, 'promotion-refused', 'This code is not known.')
  const guesses = await codeGuesses(request, deps, caller?.uid ?? null)
  if (guesses.refused) return guesses.refused
  const { code, subtotalCents, email } = question.output
  const useIds = await promotionUseIds(code, caller?.uid ?? null, caller?.email ?? email)
  const { promotion, used } = await deps.store.runTransaction((tx) => readPromotionFor(tx, code, useIds))
  const problem = promotionProblem(promotion, { subtotalCents, used, now: deps.now() })
  if (problem) {
    await guesses.countRefusal()
    return apiError(409, 'promotion-refused', problem.message, { reason: problem.code })
  }
  const { kind, percentOff, amountOffCents, minSubtotalCents } = promotion!
  const terms = { kind, ...(percentOff === undefined ? {} : { percentOff }), ...(amountOffCents === undefined ? {} : { amountOffCents }) }
  // The terms too, so the page follows a cart that changes after the code was applied.
  return json(200, { code, discountCents: discountFor(promotion!, subtotalCents), words: termsWords(promotion!), terms, minSubtotalCents })
}

/** An owner's new code; a code that exists already is refused, never overwritten. */
export async function createPromotion(request: ApiRequest, deps: Deps, caller: Caller | null): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'promotions')
  if ('refused' in access) return access.refused
  const body = bodyOf(request)
  if (!body.ok) return apiError(bodyErrorStatus(body.error), body.error.code, body.error.message)
  const parsed = parseNewPromotion(body.value)
  if (!parsed.ok) return apiError(400, 'bad-promotion', parsed.message)
  const document = newPromotionDocument(parsed.value, ownerName(access.caller), deps.now())
  const made = await deps.store.runTransaction(async (tx) => {
    if ((await tx.get(promotionPath(parsed.value.code))).data) return false
    tx.create(promotionPath(parsed.value.code), document)
    return true
  })
  if (!made) return apiError(409, 'promotion-exists', `The code ${parsed.value.code} exists already; choose another.`)
  return mirrored(deps, parsed.value.code, json(200, { code: parsed.value.code }))
}

/** An owner pauses a code, takes it up again, or ends it for good (it then stays in the list with what it did). */
export async function changePromotion(deps: Deps, caller: Caller | null, code: string, change: PromotionChange): Promise<ApiResponse> {
  const access = await backOfficeAccess(deps, caller, 'promotions')
  if ('refused' in access) return access.refused
  const at = deps.now()
  const answer = await deps.store.runTransaction(async (tx) => {
    const promotion = readPromotion((await tx.get(promotionPath(code))).data)
    if (!promotion) return apiError(404, 'not-found', 'No such code.')
    if (promotion.endedAt !== undefined || Date.parse(promotion.endsAt) <= at.getTime()) return apiError(409, 'promotion-ended', 'This code has ended.')
    const fields = change === 'end' ? { endedAt: at, paused: false } : { paused: change === 'pause' }
    // Each change is its own request to the provider: its revision names it.
    tx.update(promotionPath(code), {
      ...fields,
      changedBy: ownerName(access.caller),
      revision: (promotion.revision ?? 0) + 1,
      ...(providerSpells(code) ? { providerInStep: false } : {}),
    })
    return json(200, { code, change })
  })
  return answer.status === 200 ? mirrored(deps, code, answer) : answer
}

/**
 * The owner's answer once the provider's copy follows the change; when it could not, the owner is told (the change
 * is made in the shop, and its checkouts charge the shop's discount all the same) and the copy is retried.
 */
async function mirrored(deps: Deps, code: string, done: ApiResponse): Promise<ApiResponse> {
  const problem = await mirrorPromotion(deps, code)
  if (problem === null) return done
  return apiError(
    502,
    'provider-out-of-step',
    `Saved in the shop, but Stripe's copy of ${code} is not changed yet: it is tried again every 15 minutes, and meanwhile checkouts take off the discount the shop decides.`,
  )
}
