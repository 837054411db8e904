// Contract: the same raw Identity Toolkit + secure token request sequences, sent to the real Firebase Auth
// emulator and to the MSW mock (mocks/auth), must give the same statuses, error messages, field names and
// stable values (see observe() in ./auth-emulator). docs/decisions/002-mock-auth-contract.md explains it.
// The emulator comes from firebase-tools, which is not an app dependency: see findFirebaseCli(). Without it
// the suite FAILS when $CI is set and is skipped (loudly) otherwise.
import { http, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHandlers } from '../../mocks/auth/handlers'
import { mockSettings } from '../../mocks/state'
import { resetMockState } from '../support/mock-state'
import { findFirebaseCli, missingCliReason, observe, startAuthEmulator, warnSkipped, type AuthEmulator, type Observation } from './auth-emulator'
import { SEQUENCES, type Call, type Json, type Sequence } from './auth-sequences'

const cli = findFirebaseCli()
warnSkipped('auth contract', cli)

interface Target {
  name: 'emulator' | 'mock'
  /** Origin + path prefix in front of "identitytoolkit.googleapis.com/v1/..." and "securetoken.googleapis.com/v1/token". */
  prefix: (host: 'identitytoolkit' | 'securetoken') => string
  reset: (emailPrivacy: boolean) => Promise<void>
}

async function run(target: Target, sequence: Sequence, emailPrivacy: boolean): Promise<Observation[]> {
  await target.reset(emailPrivacy)
  const observations: Observation[] = []
  const call: Call = async (step, endpoint, body, options) => {
    const url =
      endpoint === 'token'
        ? `${target.prefix('securetoken')}securetoken.googleapis.com/v1/token`
        : `${target.prefix('identitytoolkit')}identitytoolkit.googleapis.com/v1/${endpoint}`
    const response = await fetch(options.noKey ? url : `${url}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': options.form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    })
    const json = (await response.json()) as Json
    expect(response.status, `${target.name}: ${step}: ${JSON.stringify(json)}`).toBe(options.expect)
    observations.push(observe(step, response.status, json))
    return json
  }
  await sequence(call)
  return observations
}

/**
 * Differences kept on purpose (see the decision record): these keys are left out of both sides' observations
 * of the matching steps. Everything else must match.
 */
const KNOWN_DIFFERENCES: { step: RegExp; keys: string[] }[] = [
  // The mock always shows validSince; the emulator only once a password was set or tokens were revoked.
  { step: /^(google|anonymous): lookup$/, keys: ['users[].validSince'] },
  // After a verified Google email takes over a password account, the emulator drops only passwordHash and
  // keeps showing the stale salt and passwordUpdatedAt; the mock removes all three.
  { step: /^google: lookup joined account$/, keys: ['users[].salt', 'users[].passwordUpdatedAt'] },
]

function withoutKnownDifferences(observation: Observation): Observation {
  const ignored = KNOWN_DIFFERENCES.filter((d) => d.step.test(observation.step)).flatMap((d) => d.keys)
  return { ...observation, keys: observation.keys.filter((key) => !ignored.includes(key)) }
}

describe.skipIf(!cli && !process.env.CI)('auth contract: mock vs real Auth emulator', () => {
  let emulator: AuthEmulator | undefined
  let server: ReturnType<typeof setupServer> | undefined
  let emulatorTarget: Target
  const mockTarget: Target = {
    name: 'mock',
    prefix: () => 'https://',
    reset: async (privacy) => {
      resetMockState()
      mockSettings.emailEnumerationProtection = privacy
    },
  }

  beforeAll(async () => {
    if (!cli) throw new Error(`CI must run the auth contract: ${missingCliReason()}`)
    emulator = await startAuthEmulator(cli)
    const { origin } = emulator
    emulatorTarget = {
      name: 'emulator',
      prefix: () => `${origin}/`,
      reset: async (privacy) => {
        await emulator!.deleteAccounts()
        await emulator!.setEmailPrivacy(privacy)
      },
    }
    // The mock's handlers ignore the host, so requests meant for the emulator must be let through explicitly.
    const toEmulator = new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`)
    const mockServer = setupServer(
      http.all(toEmulator, () => passthrough()),
      ...authHandlers,
    )
    mockServer.listen({ onUnhandledRequest: 'error' })
    server = mockServer
  }, 135_000) // above the emulator’s 120 s readiness wait, so its clearer error wins over a hook timeout

  afterAll(async () => {
    server?.close()
    mockSettings.emailEnumerationProtection = true
    await emulator?.stop()
  })

  it.each(SEQUENCES)('%s', async (_name, emailPrivacy, sequence) => {
    const expected = await run(emulatorTarget, sequence, emailPrivacy)
    const actual = await run(mockTarget, sequence, emailPrivacy)
    expect(actual.map((o) => o.step)).toEqual(expected.map((o) => o.step))
    actual.forEach((observation, i) => {
      expect(withoutKnownDifferences(observation), observation.step).toEqual(withoutKnownDifferences(expected[i]!))
    })
  })
})
