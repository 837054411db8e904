// Money is added up in integer minor units ('cents'), so 0.1 + 0.2 never shows as $0.30000000000000004.
import { readShopMoney, type Currency } from './shop-money.ts'

/**
 * The build's settings: Vite's (and the functions' build's) import.meta.env, or, where there is none (the build's own
 * configuration, which Node runs), the environment, which vite.config.ts fills from the .env files first.
 */
const env: Record<string, string | undefined> =
  (import.meta.env as Record<string, string | undefined> | undefined) ??
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ??
  {}

/** The shop's currency and tax mode, from the build's settings (shop-money.ts; the functions are built with the same). */
export const SHOP_MONEY = readShopMoney(env)

/**
 * The shop's currency, the one setting every place that shows or charges a price reads: its code for the payment
 * provider and for search engines, its sign, and what the owner's forms call its whole units. Prices are stored in
 * its whole units (24.99) in the catalog and in its hundredths ('cents') everywhere else.
 */
export const SHOP_CURRENCY = SHOP_MONEY.currency

export const toCents = (amount: number): number => Math.round(amount * 100)

/**
 * The payment provider's smallest charge in each currency, in its whole units (Stripe's: 50 cents, 50 euro cents,
 * 30 pence). It is the lowest price an owner may give an item or a sale, and what a promotion code leaves of the
 * goods, so nothing is put on sale that Buy now would refuse. The shop may raise one here.
 */
const MIN_CHARGE: Record<Currency['code'], number> = { USD: 0.5, EUR: 0.5, GBP: 0.3 }

/** The lowest price in a currency, in its whole units: 0.5 in dollars, 0.3 in pounds. */
export const minPriceIn = (currency: Currency): number => MIN_CHARGE[currency.code]

/**
 * The lowest price in the shop's currency. Items stored below it still read (the owner then corrects them); every
 * owner edit and new item is held to it.
 */
export const MIN_PRICE = minPriceIn(SHOP_CURRENCY)

/**
 * The one number format of every amount shown, in a currency's locale: whole amounts without cents, no grouping.
 * '$25' for whole dollars, '$24.99' / '$129.50' otherwise ('€25', '€24.99' in euros). Never 'Infinity', 'NaN' or an
 * exponent: a value that is not a finite number shows as a dash, and a huge one in full digits. The Intl format is
 * made at the first amount, not as the module loads: making it loads the locale's data, about 12 ms of a laptop's
 * main thread and four times that on a phone, which start-up gives a task of its own (main.tsx).
 */
export function centsFormat(currency: Currency): (cents: number) => string {
  let format: Intl.NumberFormat | undefined
  return (cents) => {
    format ??= new Intl.NumberFormat(currency.locale, {
      style: 'currency',
      currency: currency.code,
      trailingZeroDisplay: 'stripIfInteger',
      useGrouping: false,
    })
    if (!Number.isFinite(cents)) return '—'
    const whole = BigInt(Math.round(cents))
    const abs = whole < 0n ? -whole : whole
    // As exact decimal text, so no amount goes through a float on its way to the format.
    return format.format(`${whole < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as `${number}`)
  }
}

/** An amount in cents of the shop's currency, as every page, mail and invoice shows it. */
export const formatCents = centsFormat(SHOP_CURRENCY)

export const formatPrice = (amount: number): string => formatCents(toCents(amount))

/** An amount in whole units of a given currency, as shown ('£0.30'): for what is said of another currency than the shop's. */
export const priceFormat = (currency: Currency): ((amount: number) => string) => {
  const format = centsFormat(currency)
  return (amount) => format(toCents(amount))
}
