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
  },
  radius: '4px',
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
