import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
export { expectConsoleError } from './console-errors'

// A test waits for what the shopper would see, not for a speed: on a busy machine a first render (route chunks,
// the first auth state) can take longer than Testing Library's default second, and the wait then fails a test that
// is right. Each wait ends as soon as its condition holds, so a passing test is no slower.
configure({ asyncUtilTimeout: 5_000 })

// Unmounted before the console check (registered first, so its afterEach runs after this file's).
afterEach(() => {
  cleanup()
})
