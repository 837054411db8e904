// Money is added up in integer cents, so 0.1 + 0.2 never shows as $0.30000000000000004.

/**
 * The shop's currency, the one setting every place that shows or charges a price reads: its code for the payment
 * provider and for search engines, its sign, and what the owner's forms call its whole units. Prices are stored in
 * its whole units (24.99) in the catalog and in its hundredths ('cents') everywhere else.
 */
export const SHOP_CURRENCY = { code: 'USD', providerCode: 'usd', sign: '$', units: 'dollars' } as const

export const toCents = (amount: number): number => Math.round(amount * 100)

/**
 * '$25' for whole dollars, '$24.99' / '$129.50' otherwise. Never 'Infinity', 'NaN' or an exponent: a value
 * that is not a finite number shows as a dash, and a huge one in full digits.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '—'
  const whole = BigInt(Math.round(cents))
  const sign = whole < 0n ? '-' : ''
  const abs = whole < 0n ? -whole : whole
  const rest = abs % 100n
  return `${sign}${SHOP_CURRENCY.sign}${abs / 100n}${rest === 0n ? '' : `.${String(rest).padStart(2, '0')}`}`
}

export const formatPrice = (amount: number): string => formatCents(toCents(amount))
