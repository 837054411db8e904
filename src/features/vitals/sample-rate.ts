// The share of visits whose speed is measured and sent (VITALS_SAMPLE_RATE, docs/going-live.md): a number from 0 (none)
// to 1 (every visit). A visit is chosen by a throw of Math.random as its page goes live, never by anything kept on the
// device, so nothing tells two visits of one shopper apart from two shoppers.

/** A tenth of the visits: enough for a p75 per kind of page on a small shop's week, and few writes. */
export const DEFAULT_SAMPLE_RATE = 0.1

/** The configured share, or the default when the setting is missing or not a number from 0 to 1. */
export function sampleRate(configured: unknown = import.meta.env.VITE_VITALS_SAMPLE_RATE): number {
  if (typeof configured !== 'string' || configured.trim() === '') return DEFAULT_SAMPLE_RATE
  const rate = Number(configured)
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE
}
