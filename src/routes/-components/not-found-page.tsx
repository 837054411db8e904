import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import styled from '@emotion/styled'

const Text = styled.p`
  text-align: center;
`

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text>
        We could not find that page. <Link to="/">Back to the home page</Link>
      </Text>
    </>
  )
}
