// On a phone the filters fold into one "Filter and sort" button, so that the first products are on the first
// screen; the button opens them as a sheet at the bottom of the screen. A popover does the work: it opens and
// closes without the app (on a prerendered page too), closes on Escape or a tap outside, is read right after its
// button, and gives the focus back to it. On a wider screen the button is hidden and the panel is part of the page.
import styled from '@emotion/styled'
import { useId, type ReactNode } from 'react'
import { outlinedButton } from '../../../components/button'
import { theme } from '../../../styles/theme'

const Toggle = styled.button`
  display: none;
  ${theme.breakpoint.phone} {
    ${outlinedButton}
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
  }
  > span {
    padding: 0.1rem 0.5rem;
    border-radius: 1rem;
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
    font-size: ${theme.font.size.small};
  }
`

// The popover's own styles (fixed, centred, hidden while closed) apply on a phone only; wider, the panel is a block
// of the page like any other.
const Panel = styled.div`
  display: block;
  position: static;
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  overflow: visible;
  border: 0;
  background: none;
  color: inherit;
  ${theme.breakpoint.phone} {
    &:not(:popover-open) {
      display: none;
    }
    &:popover-open {
      position: fixed;
      inset: auto 0 0;
      width: 100%;
      max-height: 85dvh;
      overflow: auto;
      padding: 1rem 1rem 1.25rem;
      border-top: 1px solid ${theme.color.border};
      border-radius: 12px 12px 0 0;
      background: ${theme.color.background};
      box-shadow: 0 -6px 24px rgb(0 0 0 / 18%);
    }
    &::backdrop {
      background: rgb(0 0 0 / 35%);
    }
  }
`

const Done = styled.button`
  display: none;
  ${theme.breakpoint.phone} {
    ${outlinedButton};
    display: block;
    width: 100%;
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
`

interface FilterFoldProps {
  /** How many filters and sorts are chosen: the folded button says so. */
  active: number
  children: ReactNode
}

export function FilterFold({ active, children }: FilterFoldProps) {
  const panelId = useId()
  return (
    <>
      <Toggle type="button" popoverTarget={panelId}>
        Filter and sort{active > 0 && ' '}
        {active > 0 && <span>{active} active</span>}
      </Toggle>
      <Panel id={panelId} popover="auto">
        {children}
        <Done type="button" popoverTarget={panelId} popoverTargetAction="hide">
          Done
        </Done>
      </Panel>
    </>
  )
}
