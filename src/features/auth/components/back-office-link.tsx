// BACK OFFICE in the header, for an account that works in it (an owner or staff). Nothing runs for a visitor: the
// header renders this only once Auth knows the account, and its claims are read then, in code loaded on demand.
// An owner starts at the dashboard (the shop's sales and the work waiting), staff at the orders they fulfil.
// Where the saved session's token named a role (savedBackOfficeRole), the link's place is kept, unseen, until the
// claims are read: at a phone's width the link takes a row of its own, and the header must not move as it arrives.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { navItemStyle } from '../../../components/nav-item'
import { backOfficeRoleQueryOptions } from '../api/back-office-role-query'

const Place = styled.li`
  visibility: hidden;
`

/** BACK OFFICE's place, unseen: out of the tab order and the accessibility tree. */
export const BackOfficePlace = () => (
  <Place data-back-office-place="">
    <span css={navItemStyle}>BACK OFFICE</span>
  </Place>
)

/** `keepPlace`: the saved session named a role, so the place is kept while the claims are read. */
export function BackOfficeLink({ uid, keepPlace = false }: { uid: string; keepPlace?: boolean }) {
  const { data: role, isPending } = useQuery(backOfficeRoleQueryOptions(uid))
  if (!role) return keepPlace && isPending ? <BackOfficePlace /> : null
  return (
    <li>
      <Link css={navItemStyle} to={role === 'owner' ? '/admin/dashboard' : '/admin'}>
        BACK OFFICE
      </Link>
    </li>
  )
}
