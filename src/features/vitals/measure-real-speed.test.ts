import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SAMPLE_RATE } from './sample-rate'
import { measureRealSpeed } from './measure-real-speed'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('measureRealSpeed', () => {
  it('schedules nothing for a visit the throw did not choose', () => {
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    measureRealSpeed(DEFAULT_SAMPLE_RATE)
    measureRealSpeed(0.99)
    expect(idle).not.toHaveBeenCalled()
  })

  it('waits for an idle moment (at most 5 s) before loading anything, for a chosen visit', () => {
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    measureRealSpeed(DEFAULT_SAMPLE_RATE / 2)
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 })
  })
})
