import { describe, expect, it } from 'vitest'
import { backendAnswers, backendReady, startBackendWith } from './backend-ready'

describe('backendAnswers', () => {
  it('is true with nothing to start, and in the demo only once its backend has started', async () => {
    expect(backendAnswers()).toBe(true)
    let started!: () => void
    startBackendWith(() => new Promise((resolve) => (started = resolve)))
    expect(backendAnswers()).toBe(false)
    const ready = backendReady()
    expect(backendAnswers()).toBe(false)
    started()
    await ready
    expect(backendAnswers()).toBe(true)
  })
})
