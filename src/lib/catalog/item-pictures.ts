// What an item's picture may be: the types and the size storage.rules let an owner upload. The back office checks a
// file with these before it sends it (the owner hears at once, not after a 5 MB upload), and the demo's mock of
// Cloud Storage refuses with them as the rules do; the rules themselves are the deployed check.

/** The picture types every browser the shop supports shows in an <img>. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const

/** 5 MB, as storage.rules counts it. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024

export const isPictureType = (type: string): boolean => (PICTURE_TYPES as readonly string[]).includes(type)

/** Why this file cannot be an item's picture, in the owner's words, or null when it can. */
export function pictureProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isPictureType(file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF picture.`
  if (file.size > MAX_PICTURE_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: a picture may be 5 MB at most.`
  if (file.size === 0) return `${file.name} is empty.`
  return null
}
