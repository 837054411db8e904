import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PrintTable } from './print-table'

function Lines({ figures }: { figures: 'last' | 'all-but-first' }) {
  return (
    <PrintTable figures={figures}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Size and colour</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Extraordinarily-long-hyphenated-merino-wool-crewneck-sweater</td>
          <td>M, Navy</td>
          <td>2</td>
        </tr>
      </tbody>
    </PrintTable>
  )
}

const alignments = (row: HTMLElement) => [...row.children].map((cell) => getComputedStyle(cell).textAlign)

describe('PrintTable', () => {
  it('right-aligns the last column alone, when that is where the figures are', () => {
    render(<Lines figures="last" />)
    const [head, body] = screen.getAllByRole('row')
    expect(alignments(head!)).toEqual(['left', 'left', 'right'])
    expect(alignments(body!)).toEqual(['left', 'left', 'right'])
  })

  it('right-aligns every column but the first, when those are figures', () => {
    render(<Lines figures="all-but-first" />)
    const [head, body] = screen.getAllByRole('row')
    expect(alignments(head!)).toEqual(['left', 'right', 'right'])
    expect(alignments(body!)).toEqual(['left', 'right', 'right'])
  })

  it('fills its box, breaks only a word too long for its cell, and never a figure', () => {
    render(<Lines figures="last" />)
    expect(getComputedStyle(screen.getByRole('table')).width).toBe('100%')
    // 'break-word', not 'anywhere': the column keeps the width of its longest word ('Qua / ntity' was the cost).
    expect(getComputedStyle(screen.getByRole('cell', { name: /merino/ })).overflowWrap).toBe('break-word')
    expect(getComputedStyle(screen.getByRole('cell', { name: '2' })).whiteSpace).toBe('nowrap')
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Quantity' })).whiteSpace).not.toBe('nowrap')
  })

  it('keeps its own name off the table element', () => {
    render(<Lines figures="last" />)
    expect(screen.getByRole('table')).not.toHaveAttribute('figures')
  })
})
