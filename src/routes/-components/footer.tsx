// Every page's footer: the help and legal pages, and how to reach the shop (address, email, opening hours), from
// the shop's texts (src/content/shop-info.ts). Only the pages' titles are in it, never their text.
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { infoPages, shop } from 'virtual:shop-info'
import { INFO_PAGES, type FooterColumn } from '../../content/shop-info-schema'
import { theme } from '../../styles/theme'

// Columns side by side where they fit, one above the other on a phone; a word too long for its column breaks (WCAG 1.4.10).
// Its links are targets a finger can hit, one per line (WCAG 2.5.8).
const Bar = styled.footer`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 1.5rem 2.5rem;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${theme.color.border};
  font-size: ${theme.font.size.small};
  overflow-wrap: break-word;
  h2 {
    margin: 0 0 0.5rem;
    font-size: ${theme.font.size.body};
  }
  h3 {
    margin: 1rem 0 0.25rem;
    font-size: ${theme.font.size.small};
  }
  ul,
  dl {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.25rem 0;
  }
  address {
    font-style: normal;
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.5rem;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`

/** The information pages of one column, in the order the shop lists them. */
function PageLinks({ id, column, children }: { id: string; column: FooterColumn; children?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{column}</h2>
      <ul>
        {INFO_PAGES.filter((page) => page.footer === column).map(({ path }) => (
          <li key={path}>
            <Link to="/$infoPage" params={{ infoPage: path.slice(1) }}>
              {infoPages[path].title}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}

export function Footer() {
  return (
    <Bar>
      <PageLinks id="footer-help" column="Help">
        <li>
          <Link to="/contact">Contact</Link>
        </li>
      </PageLinks>
      <PageLinks id="footer-legal" column="Legal" />
      <div>
        <h2>Contact us</h2>
        <address>
          {shop.company}
          <br />
          {shop.street}
          <br />
          {shop.postcode} {shop.city}
          <br />
          {shop.country}
          <br />
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
          {shop.phone && (
            <>
              <br />
              <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`}>{shop.phone}</a>
            </>
          )}
        </address>
        <h3>Opening hours</h3>
        <dl>
          {shop.hours.map(({ days, time }) => (
            <div key={days}>
              <dt>{days}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Bar>
  )
}
