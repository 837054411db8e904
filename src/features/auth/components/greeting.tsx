import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { theme } from '../../../styles/theme'
import { userDocQueryOptions } from '../api/user-doc-query'
import type { SessionUser } from '../session'

const Text = styled.span`
  padding: 0 0.5rem;
  color: ${theme.color.muted};
  font-size: 0.95rem;
  ${theme.breakpoint.narrow} {
    display: none;
  }
`
const Problem = styled.span`
  padding: 0 0.5rem;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`

/**
 * 'Hi, Ann': the signed-in shopper's users/{uid} document, followed while the header is on screen. Loading it
 * also creates it when missing; if that fails the shopper is told here, wherever they are (the query retries).
 */
export function Greeting({ user }: { user: SessionUser }) {
  const { data, isError } = useQuery(userDocQueryOptions(user))
  if (isError && !data) return <Problem role="alert">We could not load your profile</Problem>
  const name = data?.displayName?.trim().split(/\s+/)[0]
  return name ? <Text>Hi, {name}</Text> : null
}
