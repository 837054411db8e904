// The shape of the client build's index.html, as src/prerender/ receives it: Vite moves the module entry into the head.
export const builtIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Crown Clothing</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Crown Clothing needs JavaScript to run.</noscript>
  </body>
</html>`

/** A prerendered page's markup inside its root element, the router's scripts included: up to the page's own inline script. */
export const rootMarkup = (html: string): string =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-check">(function keepPrerenderedPage('))
