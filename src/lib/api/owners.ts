// Who is an owner of the shop: an account whose verified token carries the `owner` custom claim and that is listed
// in `owners/{uid}`. Both are set by `npm run owner -- add`; `remove` deletes the document (and revokes the account's
// sessions), so a former owner can do nothing from that moment, although a token issued before still carries the
// claim for up to an hour. The rules check the same document.
import type { Caller, Deps } from './ports'

const ownerPath = (uid: string) => `owners/${uid}`

/** Whether the caller is an owner of the shop now. */
export async function isOwnerNow(deps: Pick<Deps, 'store'>, caller: Caller): Promise<boolean> {
  return caller.owner === true && (await deps.store.get(ownerPath(caller.uid))).data !== undefined
}
