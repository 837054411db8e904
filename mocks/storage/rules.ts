// storage.rules as the mock enforces them (the file at the repo root is the deployed twin; keep them in step, and
// tests/rules/storage-cases.ts checks the mock against one table of cases):
//   items/<collectionId>/<file>   read: anyone; create: an account whose ID token carries owner == true, a JPEG,
//                                 PNG, WebP or AVIF of 5 MB at most; overwrite: never; delete: an owner's account
//   anything else                 denied
import { decodeIdToken } from '../auth/id-token'
import { MAX_PICTURE_BYTES, isPictureType } from '../../src/lib/catalog/item-pictures'
import { mockState } from '../state'

/** Who is calling: nobody signed in, or an account, with `owner` only for the custom claim in its ID token. */
export type StorageCaller = { kind: 'anonymous' } | { kind: 'user'; uid: string; owner: boolean }

/** The caller of `Authorization: Firebase <ID token>`, or null for a token that is malformed or expired (401). */
export function storageCaller(authorization: string | null, nowSeconds = Math.floor(Date.now() / 1000)): StorageCaller | null {
  if (!authorization) return { kind: 'anonymous' }
  const token = authorization.match(/^Firebase\s+(\S+)$/i)?.[1]
  const claims = token ? (decodeIdToken(token) as (ReturnType<typeof decodeIdToken> & { owner?: unknown }) | null) : null
  if (!claims || claims.exp <= nowSeconds) return null
  return { kind: 'user', uid: claims.user_id, owner: claims.owner === true }
}

const isItemPicture = (name: string) => /^items\/[^/]+\/[^/]+$/.test(name)
/** The claim, and the account still listed in Firestore's owners/{uid}, as storage.rules reads it across services. */
const isOwner = (caller: StorageCaller) => caller.kind === 'user' && caller.owner && mockState().documents[`owners/${caller.uid}`] !== undefined

export const canRead = (name: string): boolean => isItemPicture(name)

/** A new object (`exists` false) or an overwrite, with the size and type the upload declares or delivered. */
export function canWrite(caller: StorageCaller, name: string, upload: { size: number; contentType: string }, exists: boolean): boolean {
  return isItemPicture(name) && !exists && isOwner(caller) && upload.size <= MAX_PICTURE_BYTES && isPictureType(upload.contentType)
}

export const canDelete = (caller: StorageCaller, name: string): boolean => isItemPicture(name) && isOwner(caller)
