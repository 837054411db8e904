// npm run owner -- add|remove <email> [--project <id>]: makes an account an owner of the shop, or an owner no more,
// with firebase-admin (a client can never do either). An owner is two things, both set here: the `owner` custom
// claim in the account's ID tokens, and the document owners/{uid}, which the rules and the shop's /api check with the
// claim. Adding shows once the account's token is renewed (sign out and in again). Removing deletes the document
// first, so the former owner can do nothing from that moment although a token issued before still carries the claim,
// then takes the claim away and revokes the account's sessions, so it must sign in again.
//
// Where it acts: the Auth and Firestore emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are
// set (as the admin SDK itself decides), else the real project with the standard credentials; the project is chosen
// as for `npm run seed`.
import { parseArgs } from 'node:util'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { FieldValue } from 'firebase-admin/firestore'
import { projectFrom, scriptFirestore, type SeedIo } from '../seed/run-seed'

const USAGE = `Usage: npm run owner -- add <email> | remove <email> [--project <id>]
  add      the account with this email becomes an owner of the shop (it must have signed up first)
  remove   the account is an owner no more
  --project  the Firebase project (default: VITE_FIREBASE_PROJECT_ID, .env.local, GCLOUD_PROJECT)
Acts on the emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set, else on the project
with the credentials of GOOGLE_APPLICATION_CREDENTIALS.`

const defaultIo: SeedIo = { log: console.log, error: console.error, root: process.cwd() }

export async function runOwner(args: string[], io: SeedIo = defaultIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const [command, email, ...rest] = parsed.positionals
  if (parsed.values.help) return (io.log(USAGE), 0)
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0) return (io.error(USAGE), 2)

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
    const { owner: _was, ...others } = user.customClaims ?? {}
    const listed = scriptFirestore(app, process.env.FIRESTORE_EMULATOR_HOST).doc(`owners/${user.uid}`)
    if (command === 'add') {
      await auth.setCustomUserClaims(user.uid, { ...others, owner: true })
      await listed.set({ email: user.email ?? email, since: FieldValue.serverTimestamp() })
      io.log(`${email} is now an owner of the shop in ${project.id}. They see the back office (/admin) after signing in again.`)
      return 0
    }
    await listed.delete()
    await auth.setCustomUserClaims(user.uid, others)
    await auth.revokeRefreshTokens(user.uid)
    io.log(`${email} is no longer an owner of the shop in ${project.id}, from now on; their sessions are ended and they must sign in again.`)
    return 0
  } finally {
    await deleteApp(app)
  }
}
