// App Check for the demo, the Functions emulator and the tests, where no Google server verifies tokens: the debug
// tokens (src/lib/app-check/debug-token.ts) are checked here, and their replay protection is kept in the store as
// App Check keeps it for real tokens: a consumed token's id is written once (`appCheckUses/<jti>`, in a
// transaction), so its second use, from any instance or address, is `replayed`.
import { verifyDebugAppCheckToken } from '../app-check/debug-token'
import type { AppCheckVerdict, DocumentStore } from './ports'

export const debugAppCheck =
  (store: DocumentStore) =>
  async (token: string, consume: boolean): Promise<AppCheckVerdict> => {
    const claims = verifyDebugAppCheckToken(token)
    if (!claims) return 'invalid'
    if (!consume) return 'valid'
    const path = `appCheckUses/${claims.jti}`
    const first = await store.runTransaction(async (tx) => {
      if ((await tx.get(path)).data) return false
      tx.create(path, { expiresAt: new Date(claims.exp * 1000) })
      return true
    })
    return first ? 'valid' : 'replayed'
  }
