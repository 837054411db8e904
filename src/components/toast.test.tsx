import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Toast } from './toast'

describe('Toast', () => {
  it('is a live region in the page before it says anything, so that what it says next is announced', () => {
    const { rerender } = render(<Toast>{''}</Toast>)
    const toast = screen.getByRole('status')
    expect(toast).toBeEmptyDOMElement()
    rerender(<Toast>Added Canvas Rolltop Backpack to your cart.</Toast>)
    expect(screen.getByRole('status')).toBe(toast)
    expect(toast).toHaveTextContent('Added Canvas Rolltop Backpack to your cart.')
    rerender(<Toast>{null}</Toast>)
    expect(toast).toBeEmptyDOMElement()
  })

  it('floats at the foot of the screen without taking taps, and wraps a long word inside its box', () => {
    render(<Toast>Added Supercalifragilisticexpialidocious-Rolltop-Backpack to your cart.</Toast>)
    const style = getComputedStyle(screen.getByRole('status'))
    expect(style.position).toBe('fixed')
    expect(style.pointerEvents).toBe('none')
    expect(style.overflowWrap).toBe('anywhere')
  })
})
