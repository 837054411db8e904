// Commit and read times. Real Firestore stamps documents with microsecond precision and never gives two commits the
// same time; a monotonic microsecond clock keeps `updateTime` preconditions meaningful even within one millisecond.
let lastMicros = 0n

function format(micros: bigint, digits: 6 | 9): string {
  const seconds = micros / 1_000_000n
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0')
  const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19)
  return `${whole}.${digits === 9 ? `${fraction}000` : fraction}Z`
}

/** A fresh commit time, later than every earlier one. */
export function nextCommitTime(): { micros: bigint; text: string; timestampValue: string } {
  const now = BigInt(Date.now()) * 1000n
  lastMicros = now > lastMicros ? now : lastMicros + 1n
  // Documents and commits carry 6 fractional digits like the real API; timestamp values carry 9 like the SDK writes.
  return { micros: lastMicros, text: format(lastMicros, 6), timestampValue: format(lastMicros, 9) }
}

/** A read time: now, but never before the last commit, so a read sees every commit it follows. */
export function readTime(): string {
  const now = BigInt(Date.now()) * 1000n
  return format(now > lastMicros ? now : lastMicros, 6)
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i

/** Nanoseconds since the epoch of an RFC 3339 timestamp, or null if it is not one. Any precision compares equal. */
export function timestampNanos(text: string): bigint | null {
  const match = RFC3339.exec(text)
  if (!match) return null
  const [, whole = '', fraction = '', zone = 'Z'] = match
  const millis = Date.parse(`${whole}${zone.toUpperCase()}`)
  if (Number.isNaN(millis)) return null
  return BigInt(millis) * 1_000_000n + BigInt(fraction.padEnd(9, '0'))
}
