import { describe, expect, it } from 'vitest'
import { DEFAULT_SAMPLE_RATE, sampleRate } from './sample-rate'

describe('sampleRate', () => {
  it.each([
    ['0.25', 0.25],
    ['1', 1],
    ['0', 0],
  ])('reads %s as %s', (setting, rate) => {
    expect(sampleRate(setting)).toBe(rate)
  })

  it.each([undefined, '', 'half', '1.5', '-0.1', 'Infinity'])('takes the default for %s', (setting) => {
    expect(sampleRate(setting)).toBe(DEFAULT_SAMPLE_RATE)
  })
})
