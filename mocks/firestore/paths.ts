// URLs and resource names. Handlers match a host-free RegExp against the URL without its query (MSW strips it), so
// one handler serves https://firestore.googleapis.com/v1/… and the emulator's http://127.0.0.1:8080/v1/… alike.
// MSW's string paths cannot be used: they read `:runQuery` as a parameter and never match `(default)`.
import { invalidArgument, notFound } from './errors'

export type Rpc = 'runQuery' | 'runAggregationQuery' | 'batchGet' | 'commit' | 'beginTransaction' | 'rollback'

const DOCUMENTS = String.raw`/v1/projects/([^/]+)/databases/([^/]+)/documents`

/** The URL of one RPC: on the documents root, or (runQuery, runAggregationQuery) on a parent document such as documents/collections/hats. */
export function rpcPattern(rpc: Rpc): RegExp {
  return new RegExp(`${DOCUMENTS}((?:/[^/:]+)*):${rpc}$`)
}

/** Every other URL under a database's documents (REST get, listDocuments, listen over REST, …). */
export const ANY_DOCUMENTS_URL = new RegExp(`${DOCUMENTS}(?:[/:].*)?$`)

export interface RpcTarget {
  project: string
  /** The parent document as a state key ('' for the documents root, e.g. 'collections/hats'). */
  parent: string
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw invalidArgument(`Malformed path segment "${segment}".`)
  }
}

/** Project and parent document of a request URL. Only the (default) database exists, as in a fresh project. */
export function parseRpcUrl(url: string, rpc: Rpc): RpcTarget {
  const match = rpcPattern(rpc).exec(new URL(url).pathname)
  if (!match) throw invalidArgument(`Not a ${rpc} URL: ${url}`)
  const [, project = '', database = '', parentPath = ''] = match
  const databaseId = decodeSegment(database)
  if (databaseId !== '(default)') {
    throw notFound(`The database ${databaseId} does not exist for project ${decodeSegment(project)}.`)
  }
  const segments = parentPath.split('/').filter(Boolean).map(decodeSegment)
  if (segments.length % 2 !== 0) throw invalidArgument(`The parent "${segments.join('/')}" is not a document.`)
  return { project: decodeSegment(project), parent: segments.join('/') }
}

function documentsRoot(project: string): string {
  return `projects/${project}/databases/(default)/documents`
}

/** Full resource name of a state key ('users/u1' → 'projects/P/databases/(default)/documents/users/u1'). */
export function documentName(project: string, key: string): string {
  return `${documentsRoot(project)}/${key}`
}

/** The state key of a document name in a request body; 400 unless it names a document of this database. */
export function documentKey(project: string, name: unknown): string {
  if (typeof name !== 'string') throw invalidArgument('A document name must be a string.')
  const root = `${documentsRoot(project)}/`
  if (!name.startsWith(root)) throw invalidArgument(`Document name "${name}" is not in database "${documentsRoot(project)}".`)
  const segments = name.slice(root.length).split('/')
  const valid = segments.length % 2 === 0 && segments.every((s) => s !== '' && s !== '.' && s !== '..' && !/^__.*__$/.test(s))
  if (!valid) throw invalidArgument(`Document name "${name}" is not a valid document path.`)
  return segments.join('/')
}
