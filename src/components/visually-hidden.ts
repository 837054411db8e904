import styled from '@emotion/styled'

/**
 * The styles that hide an element from the eye but not from screen readers, for a plain element's own rule.
 * `font: inherit`: a hidden heading would otherwise still be laid out in its own size and weight, one more font
 * lookup in the page's first layout for text nobody sees (see theme.font.size).
 */
export const visuallyHiddenStyles = `
  font: inherit;
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`
