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
 * The one number format of every amount shown, in a currency's locale: whole amounts without cents, no grouping.
 * '$25' for whole dollars, '$24.99' / '$129.50' otherwise ('€25', '€24.99' in euros). Never 'Infinity', 'NaN' or an
 * exponent: a value that is not a finite number shows as a dash, and a huge one in full digits.
 */
export function centsFormat(currency: Currency): (cents: number) => string {
  const format = new Intl.NumberFormat(currency.locale, {
    style: 'currency',
    currency: currency.code,
    trailingZeroDisplay: 'stripIfInteger',
    useGrouping: false,
  })
  return (cents) => {
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
