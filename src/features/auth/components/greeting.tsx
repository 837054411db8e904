import styled from '@emotion/styled'
import { useMutationState, useQuery } from '@tanstack/react-query'
import { theme } from '../../../styles/theme'
import type { CreateUserDocumentInput } from '../api/create-user-document'
import { CREATE_USER_DOCUMENT_KEY } from '../api/mutation-keys'
import { userDocumentQueryOptions } from '../api/user-document-query'
import type { AuthUser } from '../auth-state'

// One line: a long name is cut short with an ellipsis, whole in the text and in the title.
const Text = styled.span`
  display: block;
  overflow: hidden;
  padding: 0 0.5rem;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
  ${theme.breakpoint.narrow} {
    display: none;
  }
`
const Problem = styled.span`
  display: block;
  padding: 0 0.5rem;
  overflow-wrap: break-word;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.small};
`

/**
 * 'Hi, Ann': the signed-in shopper's users/{uid} document, followed while the header is on screen. If it could
 * not be read, or not be created, the shopper is told here, wherever they are.
 */
export function Greeting({ user }: { user: AuthUser }) {
  const { data, isError } = useQuery(userDocumentQueryOptions(user.uid))
  const creations = useMutationState({
    filters: {
      mutationKey: CREATE_USER_DOCUMENT_KEY,
      predicate: (mutation) => (mutation.state.variables as CreateUserDocumentInput | undefined)?.user.uid === user.uid,
    },
    select: (mutation) => mutation.state.status,
  })
  const creationFailed = creations.at(-1) === 'error'
  if (!data && (isError || creationFailed)) return <Problem role="alert">We could not load your profile</Problem>
  const name = data?.displayName?.trim().split(/\s+/)[0]
  return name ? <Text title={`Hi, ${name}`}>Hi, {name}</Text> : null
}
