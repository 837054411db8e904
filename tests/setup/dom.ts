import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'

// A test waits for what the shopper would see, not for a speed: on a busy machine a first render (route chunks,
// the first auth state) can take longer than Testing Library's default second, and the wait then fails a test that
// is right. Each wait ends as soon as its condition holds, so a passing test is no slower.
configure({ asyncUtilTimeout: 5_000 })

// An unexpected console.error fails the test. A test that expects one calls `expectConsoleError(pattern)`.
const allowed: RegExp[] = []
let errors: string[] = []

export function expectConsoleError(pattern: RegExp): void {
  allowed.push(pattern)
}

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '))
  })
})

afterEach(() => {
  cleanup()
  const unexpected = errors.filter((line) => !allowed.some((pattern) => pattern.test(line)))
  allowed.length = 0
  expect(unexpected, 'unexpected console.error calls').toEqual([])
})
