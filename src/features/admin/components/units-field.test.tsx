import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { UnitsField } from './units-field'

function Counted({ onChange }: { onChange: (typed: string) => void }) {
  const [typed, setTyped] = useState('')
  return (
    <UnitsField
      label="Crew Neck T-Shirt, M, Navy: units to refund (2 left, $24.99 each)"
      name="line-0"
      most={2}
      value={typed}
      onChange={(next) => {
        setTyped(next)
        onChange(next)
      }}
    />
  )
}

describe('UnitsField', () => {
  it('is a whole-number box from 0 to the units the line has left, named by its visible label', () => {
    render(<Counted onChange={() => {}} />)
    const box = screen.getByRole('spinbutton', { name: 'Crew Neck T-Shirt, M, Navy: units to refund (2 left, $24.99 each)' })
    expect(box).toHaveAttribute('name', 'line-0')
    expect(box).toHaveAttribute('min', '0')
    expect(box).toHaveAttribute('max', '2')
    expect(box).toHaveAttribute('step', '1')
    expect(box).toHaveAttribute('inputmode', 'numeric')
    expect(box).toHaveValue(null)
  })

  it('hands the form the count as typed, for the form to judge', () => {
    const onChange = vi.fn()
    render(<Counted onChange={onChange} />)
    const box = screen.getByRole('spinbutton')
    fireEvent.change(box, { target: { value: '2' } })
    expect(onChange).toHaveBeenLastCalledWith('2')
    expect(box).toHaveValue(2)
    fireEvent.change(box, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith('')
  })
})
