// The owner's reason for a refund or a cancellation, in their own words: optional, shown to the shopper on their
// order and in the refund's mail, and kept in the order's history. One schema for every body that carries it (the
// whole order's refund, chosen lines, a cancellation), so that each reads and refuses it alike.
import * as v from 'valibot'

export const REASON_MAX_LENGTH = 200

/** The reason as given: trimmed, at most 200 characters; empty or absent is none. */
export const Reason = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(REASON_MAX_LENGTH),
    v.transform((text) => (text === '' ? undefined : text)),
  ),
)

export const BAD_REASON = { code: 'bad-reason', message: `Give the reason as text of at most ${REASON_MAX_LENGTH} characters, or none.` } as const

/** Whether a body carries a reason the schema refuses, so that the refusal names the reason rather than the rest. */
export const hasBadReason = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'reason' in body && !v.is(Reason, (body as { reason: unknown }).reason)

/** `{ reason }` when there is one, else nothing: stored documents never carry an empty field. */
export const withReason = (reason: string | undefined): { reason?: string } => (reason ? { reason } : {})

/** The reason as a history line ends with it. */
export const reasonSuffix = (reason: string | undefined): string => (reason ? `. Reason given to the shopper: “${reason}”` : '')
