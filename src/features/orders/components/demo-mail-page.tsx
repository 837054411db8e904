// The demo's outbox: the emails the shop queued for the Trigger Email extension (order confirmations, withdrawal
// acknowledgements), newest first. A real project's build has none of it: the extension sends them.
import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { PageTitle } from '../../../components/page-layout'
import { theme } from '../../../styles/theme'
import { DemoOutbox } from '../api/demo-answers'
import { callApi } from '../api/shop-api'
import { Notice, Panel, Problems } from './order-styles'
import { shopTime } from '../../../lib/orders/shop-time'

// A private link is one long word: it breaks where it must rather than widen a phone's page.
const Letter = styled.article`
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.border};
  h2 {
    margin: 0 0 0.25rem;
  }
  pre {
    margin: 0.75rem 0 0;
    font: inherit;
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
`

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`

/** An address in a letter's text: the order's private link, as the shopper's mail program would make it a link. */
const ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/

/** The letter's text with each address a link to follow. */
const withLinks = (text: string) =>
  text.split(ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  )

const demoMailQuery = {
  queryKey: ['demo-mail'],
  queryFn: async () => {
    const result = await callApi('/demo-mail', DemoOutbox)
    if (!result.ok) throw new Error(result.error.message)
    return result.data.mail
  },
  retry: false,
}

export function DemoMailPage() {
  const { data: mail, error } = useQuery(demoMailQuery)
  return (
    <>
      <PageTitle>Demo outbox</PageTitle>
      <Notice role="note">The demo shop sends no email. These are the emails it queued, newest first: with a real project they are sent to the shopper.</Notice>
      <Panel aria-label="Queued emails">
        {error && <Problems role="alert">{error.message}</Problems>}
        {mail?.length === 0 && <p>No email has been queued yet.</p>}
        {mail?.map((letter, index) => (
          <Letter key={index}>
            <h2>{letter.subject}</h2>
            <Meta>
              To {letter.to}, queued {shopTime(letter.queuedAt)}
            </Meta>
            <pre>{withLinks(letter.text)}</pre>
          </Letter>
        ))}
      </Panel>
    </>
  )
}
