// The functions as deployed code, once: bundled by functions/build.mjs and loaded by the real Functions emulator
// (firebase-tools, Node only), with Firestore and Stripe served over HTTP by the mock backend and the Stripe fake.
// The CLI runs on the functions' Node (tests/node22): the emulator runs the functions on the Node that runs it.
// A checkout, a signed webhook and the guest's order link go through the emulator's HTTP server, so the bundle,
// the secrets, req.rawBody and the Admin SDK's REST transport are all exercised as they run for real.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firestoreHandlers } from '../../mocks/firestore/handlers'
import { stripeHandlers } from '../../mocks/stripe/handlers'
import { mockState } from '../../mocks/state'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { findFirebaseCli, freePort, missingCliReason, warnSkipped } from '../../tests/contract/auth-emulator'
import { node22Binary } from '../../tests/node22/node22'
import { mintDebugAppCheckToken } from '../../src/lib/app-check/debug-token'
import { resetMockState } from '../../tests/support/mock-state'
import { serveHandlers } from './http-mock'

const PROJECT = 'demo-storefront-functions'
const WEBHOOK_SECRET = 'whsec_emulator_test'
const functionsDir = new URL('..', import.meta.url).pathname
/** The repository's functions codebase as firebase.json deploys it (its runtime: nodejs22). */
const [codebase] = (JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as { functions: { runtime: string }[] }).functions
const cli = findFirebaseCli()
warnSkipped('functions emulator test', cli)

describe.skipIf(!cli && !process.env.CI)('the functions in the Functions emulator', () => {
  let dir: string
  let child: ChildProcess
  let output = ''
  let base: string
  let mock: Awaited<ReturnType<typeof serveHandlers>>

  beforeAll(async () => {
    if (!cli) throw new Error(`CI must run the functions emulator test: ${missingCliReason()}`)
    const node = node22Binary()
    const built = spawnSync(node, [join(functionsDir, 'build.mjs')], { encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`functions/build.mjs failed: ${built.stderr}`)
    resetMockState()
    mock = await serveHandlers([...firestoreHandlers, ...stripeHandlers])

    // A project folder of its own: the bundle, the functions' packages, and the emulator's secrets and settings.
    dir = mkdtempSync(join(tmpdir(), 'functions-emulator-'))
    const source = join(dir, 'functions')
    mkdirSync(source)
    cpSync(join(functionsDir, 'package.json'), join(source, 'package.json'))
    cpSync(join(functionsDir, 'lib'), join(source, 'lib'), { recursive: true })
    symlinkSync(join(functionsDir, 'node_modules'), join(source, 'node_modules'))
    writeFileSync(join(source, '.secret.local'), `STRIPE_SECRET_KEY=sk_test_emulator\nSTRIPE_WEBHOOK_SECRET=${WEBHOOK_SECRET}\n`)
    writeFileSync(join(source, '.env'), `SHOP_URL=https://shop.test\nSTRIPE_API_URL=${mock.origin}\n`)
    const [functionsPort, hub, logging] = [await freePort(), await freePort(), await freePort()]
    const host = '127.0.0.1'
    writeFileSync(
      join(dir, 'firebase.json'),
      JSON.stringify({
        functions: [{ source: 'functions', codebase: 'default', runtime: codebase!.runtime }],
        emulators: { functions: { host, port: functionsPort }, hub: { host, port: hub }, logging: { host, port: logging }, ui: { enabled: false } },
      }),
    )
    child = spawn(node, [realpathSync(cli), 'emulators:start', '--only', 'functions', '--project', PROJECT, '--config', join(dir, 'firebase.json')], {
      cwd: dir,
      env: { ...process.env, TMPDIR: dir, NO_UPDATE_NOTIFIER: '1', FIRESTORE_EMULATOR_HOST: mock.origin.replace('http://', '') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => (output += String(chunk)))
    child.stderr?.on('data', (chunk) => (output += String(chunk)))
    base = `http://${host}:${functionsPort}/${PROJECT}/us-central1/api`
    const deadline = Date.now() + 90_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The emulator exited:\n${output.slice(-3000)}`)
      const answer = await fetch(`${base}/no-such-route`).catch(() => null)
      if (answer?.status === 404 && (await answer.text()).includes('no-route')) break
      if (Date.now() > deadline) throw new Error(`The emulator did not serve the function:\n${output.slice(-3000)}`)
      await new Promise((done) => setTimeout(done, 500))
    }
  }, 180_000)

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    await mock?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  it('runs the functions on the Node of their runtime', () => {
    expect(output).toContain(`Using node@${codebase!.runtime.replace('nodejs', '')} from host.`)
  })

  it('takes a checkout, a signed webhook and the guest order link end to end', async () => {
    const lines = [{ collectionId: '2', itemId: 9, size: 'M', color: 'navy', quantity: 1, price: 1 }]
    const body = JSON.stringify({ lines, email: 'guest@example.com', country: 'IE', attemptId: 'emulator-attempt-0001' })
    // The token an emulator build's page makes, which the function in the emulator accepts.
    const appCheck = { 'x-firebase-appcheck': mintDebugAppCheckToken('1:000000000000:web:0000000000000000', PROJECT) }
    const withoutToken = await fetch(`${base}/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(withoutToken.status).toBe(401)
    // A forged forwarded host changes nothing: the return addresses come from SHOP_URL.
    const headers = { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', ...appCheck }
    const created = await fetch(`${base}/checkout`, { method: 'POST', headers, body })
    expect(created.status, output.slice(-3000)).toBe(200)
    const [session] = stripeFake().sessions.values()
    expect(session).toMatchObject({ amount_subtotal: 2499, customer_email: 'guest@example.com' })
    expect(session!.success_url).toMatch(/^https:\/\/shop\.test\/checkout\/success\?/)
    const orderUrl = new URL(session!.success_url.replace('{CHECKOUT_SESSION_ID}', session!.id))

    const payload = JSON.stringify(fakeEvent('checkout.session.completed', payFakeSession(session!.id)))
    const sign = (secret: string) => new Stripe('sk_test_emulator').webhooks.generateTestHeaderString({ payload, secret })
    const post = (signature: string) =>
      fetch(`${base}/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
    expect((await post(sign('whsec_wrong'))).status).toBe(400)
    const delivered = await post(sign(WEBHOOK_SECRET))
    expect(await delivered.json()).toEqual({ received: true, outcome: 'paid' })

    const token = orderUrl.searchParams.get('token')!
    const order = await fetch(`${base}/orders/${orderUrl.searchParams.get('order')}`, { headers: { ...appCheck, 'x-order-token': token } })
    expect(await order.json()).toMatchObject({ order: { status: 'paid', totalCents: 2499 + 495, email: 'guest@example.com' } })
    // Written through the mock's Firestore REST, which the emulator's workers reached over HTTP.
    const stored = mockState().documents[`orders/${orderUrl.searchParams.get('order')}`]
    expect(stored?.fields.status).toEqual({ stringValue: 'paid' })
  }, 120_000)
})
