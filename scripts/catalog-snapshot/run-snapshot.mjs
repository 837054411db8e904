// npm run catalog-snapshot [-- <file>] [--project <id>]: writes the live catalog (Firestore's `collections`, as
// stored: revisions and the availability published from `stock` included; hidden items live apart and are not sold) to a file in the shape the
// build prerenders from (PRERENDER_CATALOG, the shape of mocks/data/catalog.json), so that a build carries the
// catalog the shop sells now. Reads with firebase-admin as the seed does: the Firestore emulator when
// FIRESTORE_EMULATOR_HOST is set, else the real project with the standard credentials.
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { loadEnv } from 'vite'

const DEFAULT_FILE = 'catalog.json'
const USAGE = `Usage: npm run catalog-snapshot -- [file] [--project <id>]
  file       where to write the live catalog (default: ${DEFAULT_FILE}); then build with PRERENDER_CATALOG=<file>
  --project  the Firebase project (default: VITE_FIREBASE_PROJECT_ID, .env.local, GCLOUD_PROJECT)`

/** The project: --project, else the one the app is built for, else the environment's, else the emulator's demo project. */
function projectOf(flag, root, emulator) {
  const fileEnv = loadEnv('production', root, 'VITE_FIREBASE_PROJECT_ID')
  const candidates = [
    flag,
    process.env.VITE_FIREBASE_PROJECT_ID,
    fileEnv.VITE_FIREBASE_PROJECT_ID,
    process.env.GCLOUD_PROJECT,
    process.env.GOOGLE_CLOUD_PROJECT,
  ]
  return candidates.find((id) => id) ?? (emulator ? 'demo-storefront' : undefined)
}

/**
 * @param {string[]} args the command line after `npm run catalog-snapshot --`
 * @param {{ log: (line: string) => void, error: (line: string) => void, root: string }} io
 * @returns {Promise<number>} the exit code
 */
export async function runSnapshot(args, io = { log: console.log, error: console.error, root: process.cwd() }) {
  let parsed
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  } catch (error) {
    io.error(`${error.message}\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help || positionals.length > 1) {
    ;(values.help ? io.log : io.error)(USAGE)
    return values.help ? 0 : 2
  }
  const file = resolve(io.root, positionals[0] ?? DEFAULT_FILE)
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST
  const project = projectOf(values.project, io.root, !!emulatorHost)
  if (!project) {
    io.error('No Firebase project: set VITE_FIREBASE_PROJECT_ID in .env.local (or GCLOUD_PROJECT, or pass --project <id>).')
    return 1
  }
  const app = initializeApp({ projectId: project }, `catalog-snapshot-${Date.now()}-${Math.random()}`)
  try {
    const db = getFirestore(app)
    // As the seed: HTTP/JSON, and on the emulator no Google credentials to look for.
    db.settings({ preferRest: true, ...(emulatorHost ? { auth: { getRequestHeaders: async () => ({}) } } : {}) })
    let documents
    try {
      documents = (await db.collection('collections').get()).docs
    } catch (error) {
      io.error(`Cannot read the collections of ${project}: ${error.message}`)
      return 1
    }
    const catalog = documents.map((document) => ({ id: document.id, ...document.data() }))
    await writeFile(file, `${JSON.stringify(catalog, null, 2)}\n`)
    const items = catalog.reduce((sum, entry) => sum + (Array.isArray(entry.items) ? entry.items.length : 0), 0)
    io.log(`Wrote the live catalog of ${project} (${catalog.length} collections, ${items} items) to ${file}.`)
    io.log(`Publish it: PRERENDER_CATALOG=${positionals[0] ?? DEFAULT_FILE} npm run deploy`)
    return 0
  } finally {
    await deleteApp(app)
  }
}
