// react-dom's client module, required from a chunk of its own that ./client.tsx imports with import(): its body
// then runs in a task of its own, called from this one line rather than from the entry chunk's top level
// (decision record 003, "Start-up tasks"; tests/e2e/react-dom-start.test.ts holds the shape).
export { createRoot, hydrateRoot } from 'react-dom/client'
