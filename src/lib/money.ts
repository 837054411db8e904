// Money is added up in integer cents, so 0.1 + 0.2 never shows as $0.30000000000000004.
export const toCents = (dollars: number): number => Math.round(dollars * 100)

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
  return `${sign}$${abs / 100n}${rest === 0n ? '' : `.${String(rest).padStart(2, '0')}`}`
}

export const formatPrice = (dollars: number): string => formatCents(toCents(dollars))
