export const theme = {
  color: {
    text: '#1a1a1a',
    muted: '#555555',
    background: '#ffffff',
    surface: '#f6f5f3',
    border: '#d6d3ce',
    accent: '#1a1a1a',
    onAccent: '#ffffff',
    focus: '#1a56db',
    danger: '#b42318',
    google: '#1a56db',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /**
     * The type scale. Few sizes and two weights on purpose: each size × weight a page shows is one more font
     * lookup in the browser's first layout, a large share of it (docs/measurements/where-the-blocking-time-goes.md), so a new size or weight
     * should be a new step here, not a one-off value.
     */
    size: {
      badge: '0.75rem',
      small: '0.875rem',
      body: '1rem',
      large: '1.25rem',
      heading: '1.5rem',
      title: '1.75rem',
      display: '2rem',
    },
    weight: { regular: 400, bold: 700 },
  },
  radius: '4px',
  /** The keyboard focus ring every focusable element shows (global styles). */
  focusRing: { width: '3px', offset: '2px' },
  /** Content column width; the layout centres it with padding. */
  maxWidth: '1200px',
  breakpoint: {
    narrow: '@media (max-width: 800px)',
    /** Phones: a table becomes a list of blocks here. */
    phone: '@media (max-width: 640px)',
    /** The smallest phones (320–359 px), where even the header's links must tighten. */
    tiny: '@media (max-width: 359px)',
  },
} as const
