// Money is added up in integer cents, so 0.1 + 0.2 never shows as $0.30000000000000004.
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/** '$25' for whole dollars, '$24.99' / '$129.50' otherwise. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = Math.floor(abs / 100)
  const rest = abs % 100
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`
}

export const formatPrice = (dollars: number): string => formatCents(toCents(dollars))
