// On a phone the filters fold into one "Filter and sort" button, so that the first products are on the first
// screen; the button opens them as a sheet at the bottom of the screen, read right after it, dismissed as every
// panel of the shop is (useDismissablePanel: Escape, a tap outside, focus moving out; focus back to the button).
// A tap before the app is live is kept and replayed (keepsEarlyTap). On a wider screen the button is hidden and
// the panel is part of the page.
import styled from '@emotion/styled'
import { useCallback, useId, type ReactNode } from 'react'
import { outlinedButton } from '../../../components/button'
import { keepsEarlyTap } from '../../../prerender/live'
import { useDismissablePanel } from '../../../lib/use-dismissable-panel'
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

// The sheet's styles apply on a phone only; wider, the panel is a block of the page like any other.
const Panel = styled.div`
  ${theme.breakpoint.phone} {
    &[data-open='false'] {
      display: none;
    }
    &[data-open='true'] {
      position: fixed;
      inset: auto 0 0;
      z-index: 40;
      width: 100%;
      max-height: 85dvh;
      overflow: auto;
      padding: 1rem 1rem 1.25rem;
      border-top: 1px solid ${theme.color.border};
      border-radius: 12px 12px 0 0;
      background: ${theme.color.background};
      box-shadow: 0 -6px 24px rgb(0 0 0 / 18%);
    }
  }
`

// Dims the page behind the open sheet; a tap on it is a tap outside, which closes the sheet.
const Backdrop = styled.div`
  display: none;
  ${theme.breakpoint.phone} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 39;
    background: rgb(0 0 0 / 35%);
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

const early = keepsEarlyTap('filters')

export function FilterFold({ active, children }: FilterFoldProps) {
  const panelId = useId()
  const { open, toggle, close, anchorRef, triggerRef } = useDismissablePanel()
  const toggleRef = useCallback(
    (element: HTMLButtonElement | null) => {
      triggerRef.current = element
      early.ref(element)
    },
    [triggerRef],
  )
  const done = () => {
    close()
    triggerRef.current?.focus()
  }
  return (
    <>
      {open && <Backdrop />}
      <div ref={anchorRef}>
        <Toggle type="button" {...early} ref={toggleRef} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          Filter and sort{active > 0 && ' '}
          {active > 0 && <span>{active} active</span>}
        </Toggle>
        <Panel id={panelId} data-open={open}>
          {children}
          <Done type="button" onClick={done}>
            Done
          </Done>
        </Panel>
      </div>
    </>
  )
}
