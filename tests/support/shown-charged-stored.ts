// Shown = charged = stored: generated carts (sale prices, promotion codes, every country, rate and tax mode) priced
// by the checkout's estimate, the payment page, the server's order, its fulfilment, its money rows (which the pages,
// the invoice and the mail render), the owner's CSV and the mail, which must agree to the cent. Deterministic: a seeded generator, so a failure names a case to rerun.
import { expect } from 'vitest'
import { ordersCsv } from '../../src/features/admin/orders-csv'
import type { Item } from '../../src/lib/catalog/catalog-schema'
import { offerAt } from '../../src/lib/catalog/sale-price'
import { formatCents, toCents } from '../../src/lib/money'
import { amountToPay, goodsEstimate } from '../../src/lib/orders/amount-to-pay'
import type { CheckoutLine } from '../../src/lib/orders/checkout-request'
import { findItem } from '../../src/lib/orders/catalog-snapshot'
import { createPendingOrder } from '../../src/lib/orders/create-order'
import { fulfilCheckout } from '../../src/lib/orders/fulfil'
import { promotionProblem, type Promotion } from '../../src/lib/orders/promotion'
import { providerPromotionCode } from '../../src/lib/orders/provider-discount'
import type { Order } from '../../src/lib/orders/order'
import { orderMoney, rowsTotal } from '../../src/lib/orders/order-money'
import { SHIPPING_COUNTRIES, SHIPPING_ZONES, shippingOffer, zoneOf, type ShippingTable } from '../../src/lib/orders/shipping'
import { orderTax, taxOnTop, type OrderTax } from '../../src/lib/orders/tax'
import type { TaxMode } from '../../src/lib/shop-money'
import { testPromotion } from './promotion-fixture'
import { request, testCatalog, testStock } from './test-catalog'

const NOW = new Date('2026-11-01T10:00:00.000Z')
const DAY = 86_400_000
const TAX_MODES: readonly TaxMode[] = ['none', 'included', 'added']

/** Every variant of the test catalog with units to sell, and how many. */
const SELLABLE: readonly (CheckoutLine & { stock: number })[] = [
  { collectionId: '2', itemId: 9, size: 'S', color: 'navy', quantity: 1, stock: 3 },
  { collectionId: '2', itemId: 9, size: 'M', color: 'navy', quantity: 1, stock: 1 },
  { collectionId: '2', itemId: 9, size: 'M', color: 'coral', quantity: 1, stock: 5 },
  { collectionId: '2', itemId: 33, size: '42', quantity: 1, stock: 2 },
  { collectionId: '3', itemId: 18, color: 'olive', quantity: 1, stock: 4 },
  { collectionId: '3', itemId: 3, quantity: 1, stock: 10 },
]

/** A linear congruential generator (Numerical Recipes' constants): the same seed, the same cases. */
function lcg(seed: number) {
  let state = seed >>> 0
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof lcg>

/** No code, or a percent or fixed one, its minimum none, any, or right at the cart's subtotal or a cent above it. */
const promotionOf = (random: Random, subtotalCents: number): Promotion | null => {
  if (random.chance(0.3)) return null
  const terms = random.chance(0.5)
    ? { kind: 'percent' as const, percentOff: random.int(1, 50) }
    : { kind: 'fixed' as const, amountOffCents: random.int(1, 60_00) }
  return testPromotion({
    code: 'SAVE',
    ...terms,
    minSubtotalCents: [0, random.int(1, 250_00), subtotalCents, subtotalCents + 1][random.int(0, 3)]!,
    startsAt: new Date(NOW.getTime() - DAY).toISOString(),
    endsAt: new Date(NOW.getTime() + DAY).toISOString(),
    // Its copy at the provider is on: the checkout may take it off through the provider's promotion code.
    provider: { couponId: 'co_1', promotionCodeId: 'promo_1', active: true },
  })
}

/**
 * What the provider's promotion code takes off the order, by each rule it could round a percent with: the whole, each
 * line, each unit. A fixed amount is that amount, never more than the goods.
 */
function providerDiscounts(order: Order): number[] {
  const { kind, percentOff = 0, amountOffCents = 0 } = order.promotion!
  if (kind === 'fixed') return [Math.min(amountOffCents, order.subtotalCents)]
  const off = (cents: number) => Math.round((cents * percentOff) / 100)
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  return [
    off(order.subtotalCents),
    sum(order.lines.map((line) => off(line.unitCents * line.quantity))),
    sum(order.lines.map((line) => line.quantity * off(line.unitCents))),
  ]
}

/** A catalog copy where some items have a sale: most in force now, some over or still to come. */
function catalogOf(random: Random) {
  const catalog = testCatalog()
  for (const item of Object.values(catalog).flatMap((collection) => collection.items as Item[])) {
    if (!random.chance(0.5)) continue
    const start = NOW.getTime() + DAY * (random.chance(0.8) ? -random.int(1, 5) : random.chance(0.5) ? 1 : -10)
    item.sale = { price: random.int(1_00, toCents(item.price) - 1) / 100, from: new Date(start).toISOString(), until: new Date(start + 7 * DAY).toISOString() }
  }
  return catalog
}

function cartOf(random: Random): CheckoutLine[] {
  const lines = SELLABLE.filter(() => random.chance(0.5)).slice(0, 4)
  const chosen = lines.length > 0 ? lines : [SELLABLE[random.int(0, SELLABLE.length - 1)]!]
  return chosen.map(({ stock, ...line }) => ({ ...line, quantity: random.int(1, stock) }))
}

/** Amounts that are not whole cents, and taxes not rounded once per rate (their shares not adding up to the total). */
const unsafe = (...amounts: number[]) => amounts.filter((cents) => !Number.isSafeInteger(cents))
function roundingFaults(tax: OrderTax | null | undefined): unknown[] {
  if (!tax) return []
  const rates = new Set(tax.byRate.map((rate) => rate.ratePercent)).size === tax.byRate.length ? [] : [tax]
  const sum = tax.byRate.reduce((total, rate) => total + rate.taxCents, 0) === tax.totalCents ? [] : [tax]
  return [...unsafe(tax.totalCents, ...tax.byRate.flatMap((rate) => [rate.baseCents, rate.taxCents])), ...rates, ...sum]
}

/** The CSV row's amounts, back in cents, by column name. */
function csvCents(csv: string): Record<string, number> {
  const [head, row] = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','))
  return Object.fromEntries(head!.map((name, index) => [name, Math.round(Number(row![index]) * 100)]))
}

/**
 * An owner's table unlike the default: France and Poland at home prices but slower, the other EU countries in the
 * rest of the world, free standard there from $60 and nowhere else, express dearer.
 */
export const OWNERS_TABLE: ShippingTable = {
  domestic: { ...SHIPPING_ZONES.domestic, standard: { cents: 3_90, minDays: 1, maxDays: 3 }, freeStandardFromCents: null },
  eu: { ...SHIPPING_ZONES.eu, countries: ['FR', 'PL'], standard: { cents: 7_25, minDays: 4, maxDays: 6 }, freeStandardFromCents: 60_00 },
  world: {
    ...SHIPPING_ZONES.world,
    countries: ['US', 'CA', 'GB', 'IE', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'SE', 'DK', 'FI'],
    express: { cents: 39_00, minDays: 2, maxDays: 3 },
    freeStandardFromCents: 250_00,
  },
}

/**
 * Runs `count` generated carts from `seed` under a shipping table; returns how many payments it checked. `paid` is
 * given each paid order with its case's words, for checks of what is rendered from it.
 */
export function checkShownChargedStored(
  count: number,
  seed = 20261101,
  table: ShippingTable = SHIPPING_ZONES,
  paid?: (order: Order, where: string) => void,
): number {
  const random = lcg(seed)
  let payments = 0
  let throughCode = 0
  for (let index = 0; index < count; index++) {
    const country = SHIPPING_COUNTRIES[index % SHIPPING_COUNTRIES.length]!
    const catalog = catalogOf(random)
    const lines = cartOf(random)
    // The page: the cart's prices as the product pages show them (the sale in force), then the checkout's estimate.
    const shown = lines.map((line) => offerAt(findItem(catalog, line.collectionId, line.itemId)!, NOW).cents)
    const goods = lines.map((line, at) => ({ unitCents: toCents(shown[at]! / 100), quantity: line.quantity }))
    const promotion = promotionOf(
      random,
      goods.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    )
    const where = `case ${index} (seed ${seed}): ${JSON.stringify({ country, lines, promotion })}`
    const code = promotion && { terms: promotion, minSubtotalCents: promotion.minSubtotalCents }

    // The server: the order priced from the catalog, with the code when it applies (the page drops one that does not).
    const applies =
      promotion && !promotionProblem(promotion, { subtotalCents: goods.reduce((sum, line) => sum + line.unitCents * line.quantity, 0), used: false, now: NOW })
    const created = createPendingOrder({
      request: request(lines, 'guest@example.com', country),
      catalog,
      stock: testStock(),
      uid: null,
      orderId: 'o1',
      tokenHash: 'h',
      cartHash: 'c',
      now: NOW,
      shippingTable: table,
      code: applies ? { promotion, used: false, useIds: [] } : null,
    })
    expect(created.ok, where).toBe(true)
    if (!created.ok) continue
    const order = { ...created.order, sessionId: 's1' }
    expect(
      order.lines.map((line) => line.unitCents),
      where,
    ).toEqual(shown)
    // Standard is free from the zone's threshold up, after the code's discount.
    const freeFrom = table[zoneOf(table, country)!].freeStandardFromCents
    const goodsCents = order.subtotalCents - (order.discountCents ?? 0)
    expect(order.shipping!.rates[0]!.cents === 0, where).toBe(freeFrom !== null && goodsCents >= freeFrom)

    // The checkout's estimate of the shipping: the same offer, from the goods after the discount it shows.
    const shownGoods = goodsEstimate(goods, code, 'none', country)
    expect(shippingOffer(table, country, shownGoods.subtotalCents - shownGoods.discountCents), where).toEqual(order.shipping)

    // Through the provider's promotion code, whatever its rounding, or a coupon of exactly the order's discount.
    const viaCode = providerPromotionCode(order) !== null
    if (viaCode) expect(new Set(providerDiscounts(order)), `${where} provider's code`).toEqual(new Set([order.discountCents]))
    const providerCents = viaCode ? providerDiscounts(order)[0] : order.discountCents
    throughCode += viaCode ? 1 : 0
    for (const mode of TAX_MODES) {
      const estimate = goodsEstimate(goods, code, mode, country)
      expect({ ...estimate, faults: roundingFaults(estimate.tax) }, `${where} ${mode}`).toEqual({
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents ?? 0,
        lineDiscounts: order.lines.map((line) => line.discountCents ?? 0),
        tax: orderTax(mode, order.lines, 0, country),
        faults: [],
      })

      for (const rate of order.shipping!.rates) {
        // The payment page: the session the provider keeps, the rate chosen, the tax of the address's country.
        const session = { subtotalCents: order.subtotalCents, discountCents: order.promotion && providerCents ? providerCents : undefined }
        const tax = orderTax(mode, order.lines, rate.cents, country)
        const toPay = amountToPay(session, rate.cents, tax)
        const address = { name: 'Ann Lee', line1: '1 Main St', city: 'Town', postalCode: '12345', country }
        const result = {
          sessionId: 's1',
          status: 'complete' as const,
          paymentStatus: 'paid' as const,
          shippingCents: rate.cents,
          shippingAddress: address,
          amountTotalCents: toPay,
          currency: order.currency,
          ...(tax?.mode === 'added' ? { taxCents: tax.totalCents } : {}),
          at: NOW.toISOString(),
        }
        const fulfilled = fulfilCheckout(order, result, () => false, mode)
        if (fulfilled.kind !== 'paid') expect.fail(`${where} ${mode} ${rate.id}: ${fulfilled.kind} ${fulfilled.kind === 'refund' ? fulfilled.reason : ''}`)
        const stored = fulfilled.order
        const discountCents = stored.discountCents ?? 0
        const row = csvCents(ordersCsv([stored]))
        // The order stores what the page asked and the provider charged; the invoice, the CSV and the mail state it.
        expect(
          {
            stored: [stored.totalCents, stored.shippingCents, stored.tax ?? null],
            rows: rowsTotal(orderMoney(stored)),
            csv: [row.Subtotal, row.Discount, row.Shipping, row['Tax added']! + row['VAT included']!, row.Total],
            mail: fulfilled.mail.message.text.includes(`Total: ${formatCents(stored.totalCents)}`),
            faults: [
              ...unsafe(toPay, rate.cents, ...stored.lines.map((line) => line.discountCents ?? 0)),
              ...roundingFaults(tax),
              ...roundingFaults(stored.tax),
            ],
          },
          `${where} ${mode} ${rate.id}`,
        ).toEqual({
          stored: [toPay, rate.cents, tax],
          rows: stored.subtotalCents - discountCents + rate.cents + taxOnTop(tax),
          csv: [order.subtotalCents, discountCents, rate.cents, tax?.totalCents ?? 0, toPay],
          mail: true,
          faults: [],
        })
        paid?.(stored, `${where} ${mode} ${rate.id}`)
        payments++
      }
    }
  }
  expect(throughCode, 'some payments take the code off through the provider’s promotion code').toBeGreaterThan(0)
  return payments
}
