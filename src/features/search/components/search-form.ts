// The search box's look. One styled element: the field, its label, the suggestions, the note and the status are
// plain elements styled from here, because the whole box re-renders on every keystroke.
import styled from '@emotion/styled'
import { visuallyHiddenStyles } from '../../../components/visually-hidden'
import { theme } from '../../../styles/theme'

// - The pointer's suggestion is shown as the keyboard's is, but only the keyboard's is chosen: a mouse resting where
//   the list opens must not turn Enter into a pick (Enter then opens the results).
// - The field's note (`> p`) is under the field, like the suggestions, which then open below it.
// - The status (`[role='status']`) is a plain element, not VisuallyHidden: fewer components re-render on each
//   keystroke (decision record 009).
export const SearchForm = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex: 1 1 14rem;
  min-width: 0;
  max-width: 26rem;
  > label {
    font-size: ${theme.font.size.small};
    font-weight: ${theme.font.weight.bold};
  }
  > input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.4rem 0.75rem;
    border: 1px solid #767676;
    border-radius: 4px;
    font: inherit;
  }
  > ul[role='listbox'] {
    position: absolute;
    top: calc(100% + 4px);
    right: 0;
    left: 0;
    z-index: 20;
    margin: 0;
    padding: 0.25rem 0;
    list-style: none;
    background: ${theme.color.background};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    box-shadow: 0 6px 18px rgb(0 0 0 / 12%);
    &[hidden] {
      display: none;
    }
    > li {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 0.75rem;
      min-height: 44px;
      padding: 0.25rem 0.75rem;
      cursor: pointer;
      overflow-wrap: break-word;
    }
    > li[aria-selected='true'],
    > li:hover {
      background: ${theme.color.accent};
      color: ${theme.color.onAccent};
    }
    > li > span:last-of-type {
      flex: none;
      font-size: ${theme.font.size.small};
    }
  }
  > p {
    position: absolute;
    top: calc(100% + 4px);
    right: 0;
    left: 0;
    z-index: 21;
    margin: 0;
    padding: 0.5rem 0.75rem;
    font-size: ${theme.font.size.small};
    background: ${theme.color.background};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    &[hidden] {
      display: none;
    }
  }
  > p:not([hidden]) ~ ul[role='listbox'] {
    top: calc(100% + 3rem);
  }
  > [role='status'] {
    ${visuallyHiddenStyles}
  }
`
