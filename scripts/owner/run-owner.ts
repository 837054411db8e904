// npm run owner -- add [--staff] <email> | remove <email>: gives an account a role in the shop's back office, or takes
// it away, with firebase-admin (a client can never do either). A role is two things, both set here: a custom claim in
// the account's ID tokens (`owner`, or `staff` with --staff) and a document (owners/{uid}, or staff/{uid}), which the
// rules and the shop's /api check with the claim. An owner runs the shop; staff fulfil its orders (ship, deliver,
// record returns) and never touch its money or catalog (src/lib/back-office-roles.ts). An account holds one role:
// adding the other replaces it. Adding shows once the account's token is renewed (sign out and in again). Removing
// (either role) deletes the documents first, so the account can do nothing from that moment although a token issued
// before still carries the claim, then takes the claims away and revokes the account's sessions, so it must sign in
// again; so does replacing an owner's role with staff's.
//
// Where it acts: the Auth and Firestore emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are
// set (as the admin SDK itself decides), else the real project with the standard credentials; the project is chosen
// as for `npm run seed`.
import { parseArgs } from 'node:util'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { FieldValue } from 'firebase-admin/firestore'
import { projectFrom, scriptFirestore, type SeedIo } from '../seed/run-seed'

const USAGE = `Usage: npm run owner -- add [--staff] <email> | remove <email> [--project <id>]
  add      the account with this email becomes an owner of the shop (it must have signed up first)
  --staff  with add: it becomes staff instead: it sees the orders, ships, delivers and records returns, and never
           refunds, cancels, edits the catalog, its prices or stock, or sees the owners' money figures
  remove   the account is an owner, or staff, no more
  --project  the Firebase project (default: VITE_FIREBASE_PROJECT_ID, .env.local, GCLOUD_PROJECT)
Acts on the emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set, else on the project
with the credentials of GOOGLE_APPLICATION_CREDENTIALS.`

const defaultIo: SeedIo = { log: console.log, error: console.error, root: process.cwd() }

export async function runOwner(args: string[], io: SeedIo = defaultIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { project: { type: 'string' }, staff: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    })
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const [command, email, ...rest] = parsed.positionals
  if (parsed.values.help) return (io.log(USAGE), 0)
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0) return (io.error(USAGE), 2)
  if (command === 'remove' && parsed.values.staff) return (io.error(`remove takes away either role; it takes no --staff.\n${USAGE}`), 2)

  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  const project = projectFrom(parsed.values.project, io.root, !!emulatorHost)
  if (!project) {
    io.error('No Firebase project: set VITE_FIREBASE_PROJECT_ID in .env.local (or GCLOUD_PROJECT, or pass --project <id>).')
    return 1
  }
  const app = initializeApp({ projectId: project.id }, `owner-${Date.now()}-${Math.random()}`)
  try {
    const auth = getAuth(app)
    let user
    try {
      user = await auth.getUserByEmail(email)
    } catch (error) {
      const code = (error as { code?: string }).code
      io.error(
        code === 'auth/user-not-found'
          ? `No account has the email ${email} in ${project.id}: they must sign up in the shop first.`
          : `Cannot read the accounts of ${project.id}: ${(error as Error).message}`,
      )
      return 1
    }
    const { owner: wasOwner, staff: _wasStaff, ...others } = user.customClaims ?? {}
    const db = scriptFirestore(app, process.env.FIRESTORE_EMULATOR_HOST)
    const ownerDoc = db.doc(`owners/${user.uid}`)
    const staffDoc = db.doc(`staff/${user.uid}`)
    if (command === 'add') {
      const staff = parsed.values.staff === true
      const [listed, unlisted] = staff ? [staffDoc, ownerDoc] : [ownerDoc, staffDoc]
      // The other role's document goes first: from this moment the account holds the new role only.
      await unlisted.delete()
      await auth.setCustomUserClaims(user.uid, { ...others, ...(staff ? { staff: true } : { owner: true }) })
      await listed.set({ email: user.email ?? email, since: FieldValue.serverTimestamp() })
      if (!staff) {
        io.log(`${email} is now an owner of the shop in ${project.id}. They see the back office (/admin) after signing in again.`)
        return 0
      }
      // An owner made staff: their sessions end, so that no page of theirs goes on as an owner's.
      if (wasOwner === true) await auth.revokeRefreshTokens(user.uid)
      io.log(
        `${email} is now staff of the shop in ${project.id}: they see the orders in the back office (/admin) after signing in again, and ship, deliver and record returns.` +
          (wasOwner === true ? ' They were an owner: that ended now, with their sessions.' : ''),
      )
      return 0
    }
    await Promise.all([ownerDoc.delete(), staffDoc.delete()])
    await auth.setCustomUserClaims(user.uid, others)
    await auth.revokeRefreshTokens(user.uid)
    io.log(`${email} is no longer an owner or staff of the shop in ${project.id}, from now on; their sessions are ended and they must sign in again.`)
    return 0
  } finally {
    await deleteApp(app)
  }
}
