// An information page (shipping, returns, size guide, imprint, privacy, terms): its title, intro and sections,
// from the shop's texts (src/content/shop-info.ts). Only the routes' own chunks load it.
import styled from '@emotion/styled'
import { infoPages } from 'virtual:shop-info'
import type { InfoBlock, InfoPageBody, InfoPath, InfoTable } from '../../content/shop-info-schema'
import { PageTitle } from '../../components/page-layout'
import { theme } from '../../styles/theme'

// A column of text reads best at about 70 characters; a word too long for a line (or a table's column) breaks, and
// only such a word (WCAG 1.4.10): each column is as wide as its longest word.
const Article = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  overflow-wrap: break-word;
  h2 {
    margin: 2rem 0 0.75rem;
    font-size: ${theme.font.size.large};
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.375rem;
  }
`
const Intro = styled.p`
  font-size: ${theme.font.size.large};
`
const Table = styled.table`
  width: 100%;
  margin: 0 0 1rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: 0.5rem;
    font-weight: ${theme.font.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: 0.5rem 0.75rem 0.5rem 0;
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    border-bottom-color: ${theme.color.text};
  }
  ${theme.breakpoint.phone} {
    font-size: ${theme.font.size.small};
  }
`

/** 'Gloves and socks' → 'gloves-and-socks': a section's id, so that a link can point to it. */
const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function InfoPage({ path, page }: { path: InfoPath; page: InfoPageBody }) {
  return (
    <Article>
      <PageTitle>{infoPages[path].title}</PageTitle>
      {page.intro && <Intro>{page.intro}</Intro>}
      {page.sections.map((section) => (
        <section key={section.heading} id={anchor(section.heading)}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </Article>
  )
}

function Block({ block }: { block: InfoBlock }) {
  if (typeof block === 'string') return <p>{block}</p>
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )
  }
  return <InfoTableView table={block.table} />
}

function InfoTableView({ table }: { table: InfoTable }) {
  return (
    <Table>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([first, ...rest], row) => (
          <tr key={row}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
