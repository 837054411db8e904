// Firestore's Listen channel as the web SDK opens it: WebChannel (BrowserChannel protocol version 8) over long
// polling. A handshake POST opens a session and carries the first messages, later POSTs (the forward channel) carry
// more, and GETs (the back channel) collect what the server has to say, each held open until there is something
// or a poll's time is up. docs/firebase-wire.md describes the messages; listen-targets.ts what they say.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { consistentNow, openingOf, parseTarget, targetError, changesOf, type ListenResponse, type ListenTarget } from './listen-targets'
import { callerFrom, type Caller } from './rules'
import { RpcError } from './errors'
import { isRecord } from '../../src/lib/is-record'
import { onMockStateChange } from '../state'

const LISTEN_URL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel$/

/** How long a back channel request waits for news before answering a noop (the SDK gives up after 45 s). */
let pollMs = 20_000

/** Tests shorten the poll to see the noop answers. */
export function setListenPollMs(ms: number): () => void {
  const before = pollMs
  pollMs = ms
  return () => {
    pollMs = before
  }
}

let refusal: RpcError | undefined

/** Tests: every target added from now on ends at once with this status (as a missing index or an outage ends one). */
export function refuseListenTargets(status: 'UNAVAILABLE' | 'FAILED_PRECONDITION' = 'UNAVAILABLE'): () => void {
  refusal = new RpcError(503, status, `Injected Listen failure (${status}).`)
  return () => {
    refusal = undefined
  }
}

interface Session {
  id: string
  project: string
  caller: Caller | RpcError
  targets: Map<number, ListenTarget>
  /** [arrayId, message] not yet acknowledged by a back channel request's AID. */
  pending: [number, unknown[]][]
  nextArrayId: number
  wake: (() => void) | undefined
  stop: () => void
}

const sessions = new Map<string, Session>()

/** Every session's targets end (a reset of the mock between tests); their listeners reconnect. */
export function closeListenSessions(): void {
  for (const session of sessions.values()) session.stop()
  sessions.clear()
}

/** Tests: what the open sessions follow now, e.g. `users/u1` or `orders query`. */
export const listenedTargets = (): string[] => [...sessions.values()].flatMap((session) => [...session.targets.values()].map((target) => target.label))

/** BrowserChannel's framing: each JSON payload preceded by its length and a newline. */
const chunk = (payload: unknown) => {
  const text = JSON.stringify(payload)
  return `${text.length}\n${text}`
}

function send(session: Session, messages: ListenResponse[] | unknown[][]): void {
  for (const message of messages) session.pending.push([session.nextArrayId++, Array.isArray(message) ? message : [message]])
  session.wake?.()
}

/** The form's `reqN___data__` fields in order, N counted from 0 whatever its `ofs`: each one JSON message of the SDK. */
function dataOf(form: URLSearchParams): unknown[] {
  const messages: unknown[] = []
  for (let i = 0; i < Number(form.get('count') ?? 0); i++) {
    const data = form.get(`req${i}___data__`)
    if (data !== null) messages.push(JSON.parse(data) as unknown)
  }
  return messages
}

/** The handshake carries the SDK's headers in its body (`headers`: `Name:value` lines), Authorization among them. */
function authorizationOf(form: URLSearchParams): string | null {
  const line = (form.get('headers') ?? '').split('\r\n').find((entry) => /^authorization:/i.test(entry))
  return line ? line.slice(line.indexOf(':') + 1).trim() : null
}

function receive(session: Session, message: unknown): void {
  if (session.caller instanceof RpcError) return
  if (!isRecord(message)) return
  const replies: ListenResponse[] = []
  if (message.addTarget !== undefined) {
    const id = isRecord(message.addTarget) && typeof message.addTarget.targetId === 'number' ? message.addTarget.targetId : 0
    try {
      if (refusal) throw refusal
      const target = parseTarget(message.addTarget, session.project, session.caller)
      replies.push(...openingOf(target, isRecord(message.addTarget) && 'resumeToken' in message.addTarget))
      session.targets.set(target.id, target)
    } catch (error) {
      replies.push(targetError(id, error))
    }
  }
  if (typeof message.removeTarget === 'number') {
    session.targets.delete(message.removeTarget)
    replies.push({ targetChange: { targetChangeType: 'REMOVE', targetIds: [message.removeTarget] } })
  }
  if (replies.length) send(session, [...replies, consistentNow()])
}

/** After a change of the state: what each target now shows differently, then one consistent point. */
function follow(session: Session): void {
  const replies: ListenResponse[] = []
  for (const target of [...session.targets.values()]) {
    try {
      replies.push(...changesOf(target, target.read()))
    } catch (error) {
      session.targets.delete(target.id)
      replies.push(targetError(target.id, error))
    }
  }
  if (replies.length) send(session, [...replies, consistentNow()])
}

function openSession(project: string, form: URLSearchParams): Session {
  let caller: Caller | RpcError
  try {
    caller = callerFrom(authorizationOf(form))
  } catch (error) {
    caller = error instanceof RpcError ? error : new RpcError(401, 'UNAUTHENTICATED', String(error))
  }
  const session: Session = { id: crypto.randomUUID(), project, caller, targets: new Map(), pending: [], nextArrayId: 1, wake: undefined, stop: () => {} }
  const unsubscribe = onMockStateChange(() => follow(session))
  session.stop = () => {
    unsubscribe()
    sessions.delete(session.id)
    session.wake?.()
  }
  sessions.set(session.id, session)
  if (caller instanceof RpcError) send(session, [{ error: { code: caller.httpStatus, status: caller.statusName, message: caller.message } }])
  return session
}

/** A back channel request: what is pending past the client's AID, now or as soon as there is some, else a noop. */
async function backChannel(session: Session, acknowledged: number, signal: AbortSignal): Promise<Response> {
  session.pending = session.pending.filter(([arrayId]) => arrayId > acknowledged)
  if (!session.pending.length) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        session.wake = undefined
        signal.removeEventListener('abort', done)
        resolve()
      }
      session.wake = done
      signal.addEventListener('abort', done)
    })
  }
  if (!session.pending.length) send(session, [['noop']])
  session.wake = undefined
  return new HttpResponse(chunk(session.pending), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The SDK closes a channel with a terminate request (a beacon: POST, or GET from an image). */
function terminate(sid: string | null): Response {
  if (sid) sessions.get(sid)?.stop()
  return new HttpResponse(null, { status: 200 })
}

function projectOf(url: URL): string {
  return /^projects\/([^/]+)\/databases\//.exec(url.searchParams.get('database') ?? '')?.[1] ?? ''
}

export const listenHandlers: HttpHandler[] = [
  // A closing channel's terminate request is a beacon, which a page may send cross-origin with a preflight.
  http.options(
    LISTEN_URL,
    () => new HttpResponse(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST' } }),
  ),
  http.post(LISTEN_URL, async ({ request }) => {
    const url = new URL(request.url)
    const form = new URLSearchParams(await request.text())
    const sid = url.searchParams.get('SID')
    if (url.searchParams.get('TYPE') === 'terminate') return terminate(sid)
    if (!sid) {
      const session = openSession(projectOf(url), form)
      dataOf(form).forEach((message) => receive(session, message))
      const opened = chunk([[0, ['c', session.id, '', 8, 14]]])
      return new HttpResponse(opened, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-HTTP-Session-Id': session.id } })
    }
    const session = sessions.get(sid)
    if (!session) return new HttpResponse('Unknown SID', { status: 400 })
    dataOf(form).forEach((message) => receive(session, message))
    // [back channel present, last array id sent, bytes outstanding]
    return new HttpResponse(chunk([1, session.nextArrayId - 1, 0]), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }),
  http.get(LISTEN_URL, ({ request }) => {
    const url = new URL(request.url)
    const session = sessions.get(url.searchParams.get('SID') ?? '')
    if (url.searchParams.get('TYPE') === 'terminate') return terminate(session?.id ?? null)
    if (!session) return new HttpResponse('Unknown SID', { status: 400 })
    return backChannel(session, Number(url.searchParams.get('AID') ?? -1), request.signal)
  }),
]
