import styled from '@emotion/styled'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/button'
import { PageTitle } from '../../../components/page-layout'

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 3rem 0;
  text-align: center;
`

/** A failed catalog fetch: say so, log the details, offer a retry. Never a blank page. */
export function ShopError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)

  useEffect(() => {
    console.warn('Could not load the collections', error)
    queryErrorResetBoundary.reset()
  }, [error, queryErrorResetBoundary])

  return (
    <Box role="alert">
      <PageTitle as="h1">We could not load the shop</PageTitle>
      <p>Please check your connection and try again.</p>
      <Button
        type="button"
        disabled={retrying}
        onClick={() => {
          setRetrying(true)
          void router.invalidate().finally(() => setRetrying(false))
        }}
      >
        Try again
      </Button>
    </Box>
  )
}
