import styled from '@emotion/styled'

/** The styles that hide an element from the eye but not from screen readers, for a plain element's own rule. */
export const visuallyHiddenStyles = `
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
