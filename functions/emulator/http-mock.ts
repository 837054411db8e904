// MSW handlers served over real HTTP, for another process (the Functions emulator's workers): each request is
// turned into a fetch Request, answered by the first matching handler, and written back.
import { createServer, type Server } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'

export function serveHandlers(handlers: RequestHandler[]): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
      const method = incoming.method ?? 'GET'
      const request = new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      })
      getResponse(handlers, request)
        .then(async (response) => {
          const answer = response ?? new Response(`No mock handler for ${method} ${incoming.url}`, { status: 501 })
          outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
          outgoing.end(Buffer.from(await answer.arrayBuffer()))
        })
        .catch((error: unknown) => {
          outgoing.writeHead(500, { 'content-type': 'text/plain' })
          outgoing.end(String(error))
        })
    })
  })
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      ready({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    }),
  )
}
