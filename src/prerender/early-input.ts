// One rule for what a shopper does on a prerendered page before the app is live: it is done again once the app is.
// Taps on marked buttons are recorded by the page's script and replayed (./early-taps.ts); a form control the
// shopper changed (a size, a colour, a typed or password-manager-filled email) already holds its new state, so it
// is read just before hydration and entered again after it, through the same events a shopper's input fires. The
// app then handles it as any input: a product page's choice goes to the address, a form's state takes the text.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A control's state the shopper gave it: checked (a radio or checkbox), or its value. */
export interface EarlyInput {
  control: Control
  value: string | boolean
}

/** Inputs that hold no state a shopper types or chooses. */
const NO_STATE = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image'])

function changed(control: Element): EarlyInput | null {
  if (control instanceof HTMLInputElement) {
    if (NO_STATE.has(control.type)) return null
    // A radio chosen counts; the one it unchecked follows from it.
    if (control.type === 'radio') return control.checked && !control.defaultChecked ? { control, value: true } : null
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked ? { control, value: control.checked } : null
    return control.value !== control.defaultValue ? { control, value: control.value } : null
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue ? { control, value: control.value } : null
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0]
    return initial && control.value !== initial.value ? { control, value: control.value } : null
  }
  return null
}

/** The controls in `root` whose state differs from the prerendered HTML's, in the page's order. */
export function readEarlyInput(root: HTMLElement): EarlyInput[] {
  return [...root.querySelectorAll('input, textarea, select')].map(changed).filter((input) => input !== null)
}

/**
 * Enters `input` again as a shopper's input: the events a tap or typing fires. React fires `onChange` only when a
 * control's state differs from the one it last saw, so the property is first set to another state (which React
 * records), then the shopper's state is put back without React's record and announced.
 */
export function enterAgain({ control, value }: EarlyInput): void {
  if (!control.isConnected || control.disabled) return
  if (typeof value === 'boolean' && control instanceof HTMLInputElement) {
    control.checked = !value
    control.click()
    return
  }
  if (typeof value !== 'string') return
  if (control instanceof HTMLSelectElement) {
    control.value = value
    control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  control.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}
