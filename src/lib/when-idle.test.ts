import { afterEach, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it('waits for an idle moment, at the latest the timeout, and can be called off', () => {
  const idle = vi.fn<(run: () => void, options: { timeout: number }) => number>(() => 7)
  const cancel = vi.fn()
  vi.stubGlobal('requestIdleCallback', idle)
  vi.stubGlobal('cancelIdleCallback', cancel)
  const task = vi.fn()
  const callOff = whenIdle(task, { timeout: 2000 })
  expect(idle.mock.calls[0]![1]).toEqual({ timeout: 2000 })
  idle.mock.calls[0]![0]()
  expect(task).toHaveBeenCalledOnce()
  callOff()
  expect(cancel).toHaveBeenCalledWith(7)
})

it('runs after the fallback delay where the browser has no requestIdleCallback', () => {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', undefined)
  const task = vi.fn()
  whenIdle(task)
  vi.advanceTimersByTime(999)
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledOnce()
  const other = vi.fn()
  whenIdle(other, { fallbackMs: 10 })()
  vi.advanceTimersByTime(20)
  expect(other).not.toHaveBeenCalled()
})
