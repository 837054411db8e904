import { expect, it } from 'vitest'
import { prerenderedState } from './state'

const bootstrap = { h() {}, e() {}, c() {}, p() {}, buffer: [] }

it("reads the state the router's hydration scripts left on the page", () => {
  const router = { manifest: undefined, matches: [{ i: '__root__#', u: 0, s: 'success' as const }], dehydratedData: {} }
  expect(prerenderedState({ $_TSR: { ...bootstrap, router } })).toBe(router)
})

it('finds nothing when the scripts did not run or left no router state', () => {
  expect(prerenderedState({})).toBeNull()
  expect(prerenderedState({ $_TSR: bootstrap })).toBeNull()
  expect(prerenderedState()).toBeNull()
})
