/**
 * Structured data as a `<script type="application/ld+json">` data block: the browser never runs it, so a
 * Content-Security-Policy does not block it. `<` is escaped so no text in the data can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
