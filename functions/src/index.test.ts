// The deployed function's own wiring (index.ts): the shop's address never comes from a request's headers (here,
// in the Functions emulator without SHOP_URL, it is the app's local address; the emulator test and shop-url.test.ts
// cover SHOP_URL itself), and the headers of an answer (Allow, Retry-After) reach the response.
import { beforeAll, describe, expect, it } from 'vitest'
import { appCheckToken, newAttemptId, shirt } from './test-harness'

interface Sent {
  status: number
  headers: Record<string, string>
  body: unknown
}

/** Calls the exported function as the Functions runtime does, with Express-like request and response objects. */
async function invoke(
  api: (req: unknown, res: unknown) => unknown,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Sent> {
  const raw = Buffer.from(body === undefined ? '' : JSON.stringify(body))
  const sent: Sent = { status: 200, headers: {}, body: undefined }
  await new Promise<void>((done) => {
    const res = {
      status: (code: number) => ((sent.status = code), res),
      set: (values: Record<string, string>) => (Object.assign(sent.headers, values), res),
      json: (value: unknown) => ((sent.body = value), done(), res),
      on: () => res,
      getHeader: () => undefined,
      setHeader: (name: string, value: string) => ((sent.headers[name] = value), res),
    }
    void api(
      { method, path, url: path, query: {}, headers: { 'content-type': 'application/json', ...headers }, rawBody: raw, body: {}, get: () => undefined },
      res,
    )
  })
  return sent
}

describe('the api function', () => {
  let api: (req: unknown, res: unknown) => unknown
  beforeAll(async () => {
    Object.assign(process.env, {
      FUNCTIONS_EMULATOR: 'true',
      GCLOUD_PROJECT: 'demo-shop',
      SHOP_URL: '',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    })
    api = (await import('./index')).api as unknown as typeof api
  })

  it('never sends payers to the host a forged X-Forwarded-Host names, first request or later', async () => {
    const forged = {
      'x-forwarded-host': 'evil.example',
      host: 'evil.example',
      'x-forwarded-for': '192.0.2.1, 35.191.0.1',
    }
    for (let i = 0; i < 2; i++) {
      // Each call that changes something sends a token of its own: the function uses it up.
      const answer = await invoke(
        api,
        'POST',
        '/api/checkout',
        { ...forged, 'x-firebase-appcheck': appCheckToken() },
        { lines: [shirt('M', 'navy')], email: 'guest@example.com', country: 'IE', attemptId: newAttemptId() },
      )
      expect(answer.status).toBe(200)
    }
    const { stripeFake } = await import('../../mocks/stripe/state')
    const urls = [...stripeFake().sessions.values()].flatMap((session) => [session.success_url, session.cancel_url])
    expect(urls).toHaveLength(4)
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:5173\/checkout/)
  })

  it('sends the Allow header of a 405', async () => {
    expect(await invoke(api, 'PUT', '/api/checkout', {})).toMatchObject({ status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
  })
})
