/** The shop's crown mark. Decorative: the link around it carries the name. */
export function Logo() {
  return (
    <svg width="44" height="34" viewBox="0 0 44 34" aria-hidden="true" focusable="false">
      <path d="M4 28 2 8l11 9 9-15 9 15 11-9-2 20z" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M5 32h34" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  )
}
