// The app's start once its libraries are evaluated (src/main.tsx loads this last): the query client and the router,
// then the page, hydrated where it was prerendered.
import { StrictMode } from 'react'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { yieldToBrowser } from './lib/yield-to-browser'
import { renderApp } from './prerender/client'

export async function startApp(rootElement: HTMLElement): Promise<void> {
  // Not in the task that evaluated this module.
  await yieldToBrowser()
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient })
  await yieldToBrowser()
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  )
  // Hydrates a prerendered page still in place, or renders the app.
  await renderApp(rootElement, { router, queryClient, app })
}
