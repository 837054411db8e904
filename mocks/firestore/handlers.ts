// Firestore REST (v1) as Firestore Lite uses it: runQuery, runAggregationQuery, batchGet and commit, under the project's security rules
// (rules.ts). Every failure is Firestore's error envelope; nothing thrown escapes a handler.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { runAggregationQuery } from './aggregation'
import { commit } from './commit'
import { errorResponse, invalidArgument, responseForError } from './errors'
import { ANY_DOCUMENTS_URL, parseRpcUrl, rpcPattern, type Rpc, type RpcTarget } from './paths'
import { runQuery } from './query'
import { batchGet } from './reads'
import { callerFrom, type Caller } from './rules'
import { beginTransaction, rollback } from './transactions'
import { persistMockState } from '../state'

type Run = (body: unknown, target: RpcTarget, caller: Caller) => unknown

async function readJson(request: Request): Promise<unknown> {
  // Lite sends JSON with Content-Type text/plain, so parse the text whatever the content type says.
  const text = await request.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalidArgument(`Invalid JSON payload received. ${text.length ? 'Unexpected token.' : 'Empty body.'}`)
  }
}

function rpcHandler(rpc: Rpc, run: Run): HttpHandler {
  return http.post(rpcPattern(rpc), async ({ request }) => {
    try {
      const target = parseRpcUrl(request.url, rpc)
      const caller = callerFrom(request.headers.get('authorization'))
      return HttpResponse.json(run(await readJson(request), target, caller) as object)
    } catch (error) {
      return responseForError(error)
    }
  })
}

function rootOnly(rpc: Rpc, target: RpcTarget): void {
  if (target.parent) throw invalidArgument(`${rpc} is called on the documents root, not on ${target.parent}.`)
}

export const firestoreHandlers: HttpHandler[] = [
  rpcHandler('runQuery', (body, { project, parent }, caller) => runQuery(body, project, parent, caller)),
  rpcHandler('runAggregationQuery', (body, { project, parent }, caller) => runAggregationQuery(body, project, parent, caller)),
  rpcHandler('batchGet', (body, target, caller) => {
    rootOnly('batchGet', target)
    return batchGet(body, target.project, caller)
  }),
  rpcHandler('commit', (body, target, caller) => {
    rootOnly('commit', target)
    const result = commit(body, target.project, caller)
    persistMockState()
    return result
  }),
  rpcHandler('beginTransaction', (body, target) => {
    rootOnly('beginTransaction', target)
    return beginTransaction(body)
  }),
  rpcHandler('rollback', (body, target) => {
    rootOnly('rollback', target)
    return rollback(body)
  }),
  // Anything else under the documents (REST get, listDocuments, …) answers a
  // clear 501 rather than going to the network, which in the browser would fail with an obscure error.
  http.all(ANY_DOCUMENTS_URL, ({ request }) =>
    errorResponse(501, `The mock backend does not implement ${request.method} ${new URL(request.url).pathname}.`, 'UNIMPLEMENTED'),
  ),
]
