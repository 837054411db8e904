// Where a product page shows its buyers' reviews: a section at the page's end whose list, and the code that reads
// it, load only as the section comes near the viewport once the page is live, so a first visit's script is no
// heavier. The section keeps room for a short list from the start, and what it grows by lies below the viewport as
// it loads: nothing the shopper sees moves (decision 046).
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { theme } from '../../../../styles/theme'
import type { ReviewListProps } from './review-list'

const Section = styled.section`
  margin-top: 3.5rem;
  min-height: 12rem;
  h2 {
    margin: 0 0 1rem;
    font-size: ${theme.font.size.heading};
  }
`

/** How far below the viewport the section starts loading its list. */
const NEAR = '0px 0px 800px 0px'

export function ProductReviews(props: ReviewListProps) {
  const ref = useRef<HTMLElement>(null)
  const [List, setList] = useState<ComponentType<ReviewListProps> | null>(null)
  useEffect(() => {
    const section = ref.current
    if (!section) return
    let live = true
    const load = () =>
      void import('./review-list').then(
        (module) => live && setList(() => module.ReviewList),
        // Without its code (offline, a new deploy) the page simply shows no reviews.
        () => {},
      )
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: NEAR },
    )
    observer.observe(section)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [])
  return (
    <Section ref={ref} aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {List && <List {...props} />}
    </Section>
  )
}
