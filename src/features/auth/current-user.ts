// The current user as the spec defines it: { id, email ('' by default), createdAt (epoch by default), plus
// the stored fields of users/{uid} }. Stored fields are data from outside and are checked here.
export interface CurrentUser {
  id: string
  email: string
  createdAt: Date
  displayName?: string
  [field: string]: unknown
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  // Firestore Timestamps (and anything shaped like one) convert themselves.
  const convertible = value as { toDate?: () => unknown } | null
  if (convertible && typeof convertible.toDate === 'function') return toDate(convertible.toDate())
  if (typeof value === 'string' || typeof value === 'number') return toDate(new Date(value))
  return null
}

export function toCurrentUser(uid: string, stored: Record<string, unknown> | null): CurrentUser {
  const fields = stored ?? {}
  const email = typeof fields.email === 'string' ? fields.email : ''
  const createdAt = toDate(fields.createdAt) ?? new Date(0)
  const user: CurrentUser = { ...fields, id: uid, email, createdAt }
  if (typeof fields.displayName !== 'string') delete user.displayName
  return user
}
