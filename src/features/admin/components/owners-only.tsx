// What a back office page only owners use says to staff who reach it (a bookmark, an address typed): that it is the
// owners', and where their own work is. Nothing of the page is read for them: its data is the owners' alone.
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/page-layout'

export function OwnersOnly({ title }: { title: string }) {
  return (
    <>
      <PageTitle tabIndex={-1}>{title}</PageTitle>
      <p>This page is for the shop’s owners. As staff, you work on the orders:</p>
      <p>
        <Link to="/admin">
          <span aria-hidden="true">← </span>All orders
        </Link>
      </p>
    </>
  )
}
