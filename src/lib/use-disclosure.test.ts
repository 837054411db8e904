import { act, renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useDisclosure } from './use-disclosure'

it('starts closed, toggles, and closes', () => {
  const { result } = renderHook(() => useDisclosure())
  expect(result.current.open).toBe(false)
  act(() => result.current.toggle())
  expect(result.current.open).toBe(true)
  act(() => result.current.toggle())
  expect(result.current.open).toBe(false)
  act(() => result.current.toggle())
  act(() => result.current.close())
  expect(result.current.open).toBe(false)
})

it('keeps its functions across renders, so effects that use them do not rerun', () => {
  const { result, rerender } = renderHook(() => useDisclosure())
  const { toggle, close } = result.current
  act(() => result.current.toggle())
  rerender()
  expect(result.current.toggle).toBe(toggle)
  expect(result.current.close).toBe(close)
})
