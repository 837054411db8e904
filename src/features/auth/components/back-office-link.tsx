// BACK OFFICE in the header, for an account that works in it (an owner or staff). Nothing runs for a visitor: the
// header renders this only once Auth knows the account, and its claims are read then, in code loaded on demand.
// An owner starts at the dashboard (the shop's sales and the work waiting), staff at the orders they fulfil.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { navItemStyle } from '../../../components/nav-item'
import { backOfficeRoleQueryOptions } from '../api/back-office-role-query'

export function BackOfficeLink({ uid }: { uid: string }) {
  const { data: role } = useQuery(backOfficeRoleQueryOptions(uid))
  if (!role) return null
  return (
    <li>
      <Link css={navItemStyle} to={role === 'owner' ? '/admin/dashboard' : '/admin'}>
        BACK OFFICE
      </Link>
    </li>
  )
}
