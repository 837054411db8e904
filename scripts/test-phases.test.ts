// `npm test` runs every Vitest project once: a project added to vitest.config.ts and to no phase would never run.
import { expect, it } from 'vitest'
import configOf from '../vitest.config.ts'
// @ts-expect-error: a plain ES module script, without types
import { PHASES } from './test-phases.mjs'

it('names every project of the configuration in one phase of npm test', async () => {
  const config = await configOf({ command: 'serve', mode: 'test' })
  const names = (config.test?.projects ?? []).map((project) => (typeof project === 'object' && 'test' in project ? project.test?.name : project))
  const phased = Object.values(PHASES as Record<string, string[]>).flat()
  expect(new Set(phased).size).toBe(phased.length)
  expect([...phased].sort()).toEqual([...names].sort())
})
