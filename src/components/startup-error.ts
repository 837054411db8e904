/** Before React runs there is no component tree to show an error in: write a plain message instead. */
export function showStartupError(rootElement: HTMLElement, message: string): void {
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.style.cssText = 'max-width:40rem;margin:4rem auto;padding:1rem 1.5rem;border:2px solid #b42318;font-family:system-ui,sans-serif'
  const title = document.createElement('h1')
  title.textContent = 'The shop could not start'
  title.style.fontSize = '1.4rem'
  const text = document.createElement('p')
  text.textContent = message
  box.append(title, text)
  rootElement.replaceChildren(box)
}
