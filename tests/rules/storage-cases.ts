// One table of allow/deny cases for storage.rules (items' pictures). mocks/storage/rules-table.test.ts runs it
// against the mock backend through the real Storage SDK, in `npm test`. The Storage emulator's rules engine needs
// Java, like Firestore's: the same table is written to run there too (plain data, each runner makes the files).

/** Who sends the request: nobody signed in; a shopper; a shopper whose user document says it is an owner (which
 *  means nothing: only the ID token's custom claim counts); the shop's owner (custom claim owner: true). */
export type StorageCaller = 'visitor' | 'shopper' | 'claiming-shopper' | 'owner'

export interface StorageCase {
  name: string
  as: StorageCaller
  /** upload: a new object; overwrite: an upload where an object exists; read: its metadata and download address. */
  op: 'upload' | 'overwrite' | 'read' | 'delete'
  path: string
  /** For uploads: the type the upload declares (image/png when absent) and its size in bytes (1 kB when absent). */
  contentType?: string
  size?: number
  expect: 'allow' | 'deny'
}

const MB = 1024 * 1024
const picture = 'items/hats/brim.png'

export const storageCases: StorageCase[] = [
  { name: 'the owner uploads a PNG picture of an item', as: 'owner', op: 'upload', path: picture, expect: 'allow' },
  { name: 'the owner uploads a JPEG picture', as: 'owner', op: 'upload', path: 'items/hats/a.jpg', contentType: 'image/jpeg', expect: 'allow' },
  { name: 'the owner uploads a WebP picture', as: 'owner', op: 'upload', path: 'items/hats/a.webp', contentType: 'image/webp', expect: 'allow' },
  { name: 'the owner uploads an AVIF picture', as: 'owner', op: 'upload', path: 'items/hats/a.avif', contentType: 'image/avif', expect: 'allow' },
  { name: 'the owner uploads a picture of exactly 5 MB', as: 'owner', op: 'upload', path: 'items/hats/big.png', size: 5 * MB, expect: 'allow' },
  { name: 'the owner uploads a picture one byte over 5 MB', as: 'owner', op: 'upload', path: 'items/hats/huge.png', size: 5 * MB + 1, expect: 'deny' },
  { name: 'the owner uploads a GIF', as: 'owner', op: 'upload', path: 'items/hats/a.gif', contentType: 'image/gif', expect: 'deny' },
  { name: 'the owner uploads an SVG (it can carry script)', as: 'owner', op: 'upload', path: 'items/hats/a.svg', contentType: 'image/svg+xml', expect: 'deny' },
  { name: 'the owner uploads a text file', as: 'owner', op: 'upload', path: 'items/hats/a.txt', contentType: 'text/plain', expect: 'deny' },
  { name: 'the owner uploads outside items/', as: 'owner', op: 'upload', path: 'avatars/olga.png', expect: 'deny' },
  { name: 'the owner uploads into a folder of a picture', as: 'owner', op: 'upload', path: 'items/hats/deep/a.png', expect: 'deny' },
  { name: 'the owner overwrites a picture an item shows', as: 'owner', op: 'overwrite', path: picture, expect: 'deny' },
  { name: 'the owner deletes a picture', as: 'owner', op: 'delete', path: picture, expect: 'allow' },
  { name: 'the owner reads a picture', as: 'owner', op: 'read', path: picture, expect: 'allow' },
  { name: 'a shopper uploads a picture', as: 'shopper', op: 'upload', path: picture, expect: 'deny' },
  { name: 'a shopper overwrites a picture', as: 'shopper', op: 'overwrite', path: picture, expect: 'deny' },
  { name: 'a shopper deletes a picture', as: 'shopper', op: 'delete', path: picture, expect: 'deny' },
  { name: 'a shopper reads a picture', as: 'shopper', op: 'read', path: picture, expect: 'allow' },
  { name: 'a shopper whose user document claims owner uploads a picture', as: 'claiming-shopper', op: 'upload', path: picture, expect: 'deny' },
  { name: 'a shopper whose user document claims owner deletes a picture', as: 'claiming-shopper', op: 'delete', path: picture, expect: 'deny' },
  { name: 'a visitor uploads a picture', as: 'visitor', op: 'upload', path: picture, expect: 'deny' },
  { name: 'a visitor deletes a picture', as: 'visitor', op: 'delete', path: picture, expect: 'deny' },
  { name: 'a visitor reads a picture', as: 'visitor', op: 'read', path: picture, expect: 'allow' },
]
