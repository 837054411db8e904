// On a busy machine a page can take more than a second to show what a test waits for: the waits allow for it.
import { render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { expect, it } from 'vitest'

function SlowPage() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1_500)
    return () => clearTimeout(timer)
  }, [])
  return ready ? <h1>CROWN CLOTHING</h1> : null
}

it('waits longer than a second for what the shopper would see', async () => {
  render(<SlowPage />)
  expect(await screen.findByRole('heading', { name: 'CROWN CLOTHING' })).toBeInTheDocument()
})
