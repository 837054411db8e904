// An unexpected console.error fails the test. A test that expects one calls `expectConsoleError(pattern)`.
import { afterEach, beforeEach, expect, vi } from 'vitest'

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
  const unexpected = errors.filter((line) => !allowed.some((pattern) => pattern.test(line)))
  allowed.length = 0
  expect(unexpected, 'unexpected console.error calls').toEqual([])
})
