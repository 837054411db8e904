// A page that arrives in parts, as over a slow or busy network: a proxy in front of a preview server that sends
// every HTML page in two parts, with a pause just before the page's own check script (src/prerender/page.ts).
// Everything else passes through unchanged.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The script after the page's markup that keeps or clears it: the pause comes right before it. */
const splitPoint = (html: string): number => html.lastIndexOf('<script', html.indexOf('(function keepPrerenderedPage('))

/** Starts the proxy for `target` on a free port of 127.0.0.1; `url` is its address, `close` stops it. */
export async function splitDocuments(target: string, pauseMs = 300): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    // Uncompressed, so the proxy can find the split point in the text.
    const headers = { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' }
    const forward = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers
        outgoing.writeHead(answer.statusCode ?? 502, rest)
        const cut = body.includes('(function keepPrerenderedPage(') ? splitPoint(body) : -1
        if (cut < 0) return void outgoing.end(body)
        outgoing.write(body.slice(0, cut))
        setTimeout(() => outgoing.end(body.slice(cut)), pauseMs)
      })
    })
    forward.on('error', (error) => {
      outgoing.writeHead(502)
      outgoing.end(String(error))
    })
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
