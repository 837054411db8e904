import { afterEach, expect, it, vi } from 'vitest'
import { PRERENDERED_STATE_ID, readPrerenderedState, stateJson, type PrerenderedState } from './state'

function pageCarrying(text: string) {
  const script = document.createElement('script')
  script.id = PRERENDERED_STATE_ID
  script.type = 'application/json'
  script.textContent = text
  document.body.append(script)
}

afterEach(() => {
  document.body.replaceChildren()
})

it('reads back what the build wrote, even a value that would end the data block', () => {
  const state: PrerenderedState = { matches: [{ i: '__root__#', u: 1, s: 'success', l: { title: '</script><script>alert(1)</script>' } }], dehydratedData: {} }
  const json = stateJson(state)
  expect(json).not.toContain('<')
  pageCarrying(json)
  expect(readPrerenderedState()).toEqual(state)
})

it('finds nothing on a page without prerendered state', () => {
  expect(readPrerenderedState()).toBeNull()
})

it.each([
  ['broken JSON', '{"matches": ['],
  ['another shape', '{"matches": "all of them"}'],
  ['null', 'null'],
])('ignores %s with a warning', (_, text) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  pageCarrying(text)
  expect(readPrerenderedState()).toBeNull()
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]![0]).toMatch(/^Ignoring the prerendered data/)
})
