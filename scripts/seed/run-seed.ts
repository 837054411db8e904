// npm run seed [-- <catalog.json>] [--dry-run] [--prune] [--reset-stock] [--project <id>]: writes a catalog file
// (the demo catalog by default) into `collections`, and creates the stock documents (`stock`) of its counted items
// and the price history (`priceHistory`) of the items whose price it sets (price-histories.ts), with firebase-admin. Live stock is never overwritten without --reset-stock. scripts/seed.mjs loads this file.
//
// Where it writes: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (as the admin SDK itself decides),
// else the real project, with the standard credentials (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's application
// default login). The project: --project, else VITE_FIREBASE_PROJECT_ID (environment or .env.local, what the
// app is built with), else GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, else on the emulator the demo project.
//
// preferRest: the admin SDK talks HTTP/JSON rather than gRPC, the same protocol the mock backend speaks, so the
// tests run this very code against it (run-seed.test.ts).
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore, type Settings } from 'firebase-admin/firestore'
import { loadEnv } from 'vite'
import { checkCatalogFile, type CatalogEntry } from '../../src/features/catalog/catalog-file'
import { splitHidden, withHiddenItems } from '../../src/lib/catalog/hidden-items'
import { priceHistoryPaths, priceHistoryWrites, type PriceHistoryDocument } from './price-histories'
import { documentData, planSeed, type SeedPlan } from './seed-plan'
import { reportStock, stockOperations, storedStock } from './seed-stock'
import { planStock, type StockPlan } from './stock-plan'

const DEMO_PROJECT = 'demo-storefront'
const DEFAULT_FILE = 'mocks/data/catalog.json'
/** Operations in one batch: Firestore takes 500 writes in one, and a collection's operation writes two documents. */
const BATCH_SIZE = 250

const USAGE = `Usage: npm run seed -- [catalog.json] [--dry-run] [--prune] [--reset-stock] [--project <id>]
  catalog.json  a list of collections [{ "id", "title", "items": [{ "id", "name", "imageUrl", "price" }] }]
                (default: ${DEFAULT_FILE}, the demo catalog)
  --dry-run     print what would be written, write nothing
  --prune       also delete documents of \`collections\` that the file does not name
  --reset-stock set the stock documents, and the availability the shop shows, to the file's counts (units sold
                or held since are forgotten); without it the live stock is kept and only missing stock is created
  --project     the Firebase project (default: VITE_FIREBASE_PROJECT_ID, .env.local, GCLOUD_PROJECT)
Writes to the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (npm run emulators), else to the project
with the credentials of GOOGLE_APPLICATION_CREDENTIALS.`

export interface SeedIo {
  log: (line: string) => void
  error: (line: string) => void
  /** Where .env.local and relative paths are read from. */
  root: string
}

const defaultIo: SeedIo = { log: console.log, error: console.error, root: process.cwd() }

/** The Firebase project a script acts on, and where that choice came from (for its log). */
export function projectFrom(flag: string | undefined, root: string, emulator: boolean): { id: string; from: string } | null {
  if (flag) return { id: flag, from: '--project' }
  const fileEnv = loadEnv('production', root, 'VITE_FIREBASE_PROJECT_ID')
  const candidates: [string | undefined, string][] = [
    [process.env.VITE_FIREBASE_PROJECT_ID, 'VITE_FIREBASE_PROJECT_ID'],
    [fileEnv.VITE_FIREBASE_PROJECT_ID, 'VITE_FIREBASE_PROJECT_ID in .env files'],
    [process.env.GCLOUD_PROJECT, 'GCLOUD_PROJECT'],
    [process.env.GOOGLE_CLOUD_PROJECT, 'GOOGLE_CLOUD_PROJECT'],
    [emulator ? DEMO_PROJECT : undefined, 'the demo project, on the emulator'],
  ]
  const found = candidates.find(([id]) => id)
  return found ? { id: found[0]!, from: found[1] } : null
}

async function readCatalog(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8')
  return JSON.parse(text) as unknown
}

/** The stored collections as the file describes them: each with its hidden items back in its list. */
async function storedCollections(db: Firestore): Promise<Map<string, unknown>> {
  const [snapshot, hidden] = await Promise.all([db.collection('collections').get(), db.collection('hiddenItems').get()])
  const documents = withHiddenItems(
    snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as unknown })),
    hidden.docs.map((doc) => ({ id: doc.id, data: doc.data() as unknown })),
  )
  return new Map(documents.map((doc) => [doc.id, doc.data]))
}

/** The stored price histories of the entries' items, by path. */
async function storedHistories(db: Firestore, entries: CatalogEntry[]): Promise<Map<string, unknown>> {
  const paths = priceHistoryPaths(entries)
  if (paths.length === 0) return new Map()
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)))
  return new Map(snapshots.map((snapshot, index) => [paths[index]!, snapshot.data()]))
}

async function apply(db: Firestore, plan: SeedPlan, stock: StockPlan, histories: Map<string, PriceHistoryDocument>, prune: boolean): Promise<void> {
  const collections = db.collection('collections')
  const operations: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [
    ...stockOperations(db, stock),
    ...[...histories].map(
      ([path, history]) =>
        (batch: FirebaseFirestore.WriteBatch) =>
          void batch.set(db.doc(path), history),
    ),
    // An item the file marks hidden goes where only owners read it.
    ...plan.writes.map(({ entry }) => (batch: FirebaseFirestore.WriteBatch) => {
      const { shown, hidden } = splitHidden(documentData(entry).items)
      batch.set(collections.doc(entry.id), { ...documentData(entry), items: shown })
      batch.set(db.collection('hiddenItems').doc(entry.id), { items: hidden })
    }),
    ...(prune ? plan.extra.map((id) => (batch: FirebaseFirestore.WriteBatch) => void batch.delete(collections.doc(id))) : []),
  ]
  for (let start = 0; start < operations.length; start += BATCH_SIZE) {
    const batch = db.batch()
    for (const operation of operations.slice(start, start + BATCH_SIZE)) operation(batch)
    await batch.commit()
  }
}

function report(plan: SeedPlan, prune: boolean, dryRun: boolean, io: SeedIo): void {
  const would = dryRun ? 'would ' : ''
  for (const { entry, created, changes } of plan.writes) {
    io.log(`${would}${created ? 'create' : 'update'} collections/${entry.id} (${entry.title}): ${changes.join('; ')}`)
  }
  if (plan.extra.length) {
    const names = plan.extra.map((id) => `collections/${id}`).join(', ')
    io.log(prune ? `${would}delete ${names} (not in the file)` : `not in the file, kept (--prune deletes them): ${names}`)
  }
  const deleted = prune && plan.extra.length ? `, ${plan.extra.length} ${dryRun ? 'to delete' : 'deleted'}` : ''
  io.log(
    dryRun
      ? `Dry run: ${plan.writes.length} to write, ${plan.unchanged.length} unchanged${deleted}. Nothing was written.`
      : `${plan.writes.length} written, ${plan.unchanged.length} unchanged${deleted}.`,
  )
}

/** Firestore for the repository's scripts: over REST, and on an emulator with no Google credentials needed. */
export function scriptFirestore(app: App, emulatorHost: string | undefined): Firestore {
  const db = getFirestore(app)
  const settings: Settings = { preferRest: true }
  // The emulator reads `Authorization: Bearer owner`, which the SDK sends itself; over REST the SDK would
  // still look for Google credentials first (and fail without any), so it gets a credential-free client.
  if (emulatorHost) settings.auth = { getRequestHeaders: async () => ({}) }
  db.settings(settings)
  return db
}

/** Runs the seed; resolves to the exit code. */
export async function runSeed(args: string[], io: SeedIo = defaultIo): Promise<number> {
  let options
  try {
    options = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        prune: { type: 'boolean' },
        'reset-stock': { type: 'boolean' },
        project: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    io.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const { values, positionals } = options
  if (values.help || positionals.length > 1) {
    ;(values.help ? io.log : io.error)(USAGE)
    return values.help ? 0 : 2
  }
  const file = positionals[0] ?? DEFAULT_FILE

  let data: unknown
  try {
    data = await readCatalog(resolve(io.root, file))
  } catch (error) {
    io.error(`Cannot read the catalog ${file}: ${(error as Error).message}`)
    return 1
  }
  const { entries, errors } = checkCatalogFile(data)
  if (errors.length) {
    io.error(`${file} has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was written:`)
    for (const line of errors) io.error(`  ${line}`)
    return 1
  }
  io.log(`${file}: ${entries.length} collections, ${entries.reduce((n, e: CatalogEntry) => n + e.items.length, 0)} items, valid.`)

  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST
  const project = projectFrom(values.project, io.root, !!emulatorHost)
  if (!project) {
    io.error('No Firebase project: set VITE_FIREBASE_PROJECT_ID in .env.local (or GCLOUD_PROJECT, or pass --project <id>),')
    io.error('or FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 to seed the emulator.')
    return 1
  }
  io.log(`Target: project ${project.id} (${project.from}), ${emulatorHost ? `Firestore emulator at ${emulatorHost}` : 'the real Firestore'}.`)

  const app = initializeApp({ projectId: project.id }, `seed-${Date.now()}-${Math.random()}`)
  try {
    const db = scriptFirestore(app, emulatorHost)
    let stored: Map<string, unknown>
    let stock: Map<string, unknown>
    try {
      ;[stored, stock] = await Promise.all([storedCollections(db), storedStock(db)])
    } catch (error) {
      io.error(`Cannot read collections of ${project.id}: ${(error as Error).message}`)
      io.error(
        emulatorHost
          ? 'Is the emulator running (npm run emulators)?'
          : 'Set GOOGLE_APPLICATION_CREDENTIALS to a service account key file (Firebase console → Project settings → Service accounts).',
      )
      return 1
    }
    const reset = !!values['reset-stock']
    if (reset) io.log("--reset-stock: the stock documents are set to the file's counts; units sold or held since are forgotten.")
    const plan = planSeed(entries, stored, reset)
    const stockPlan = planStock(entries, stock, stored, reset)
    const written = plan.writes.map(({ entry }) => entry)
    const histories = priceHistoryWrites(written, stored, await storedHistories(db, written), new Date())
    if (!values['dry-run']) await apply(db, plan, stockPlan, histories, !!values.prune)
    reportStock(stockPlan, reset, !!values['dry-run'], io.log)
    if (histories.size > 0)
      io.log(`${values['dry-run'] ? 'would write' : 'wrote'} the price history of ${histories.size} item${histories.size === 1 ? '' : 's'} (priceHistory)`)
    report(plan, !!values.prune, !!values['dry-run'], io)
    return 0
  } finally {
    await deleteApp(app)
  }
}
