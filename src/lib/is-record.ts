/**
 * A plain object's shape, as JSON and Firestore documents have it: not null, not an array. For the tolerant walkers
 * only (tests/lint/tolerant-walkers.test.ts lists them): data enters everywhere else through a schema.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
