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

/** 'Hi, Ann': the signed-in shopper's users/{uid} document, followed while the header is on screen. */
export function Greeting({ user }: { user: SessionUser }) {
  const { data } = useQuery(userDocQueryOptions(user))
  const name = data?.displayName?.trim().split(/\s+/)[0]
  return name ? <Text>Hi, {name}</Text> : null
}
