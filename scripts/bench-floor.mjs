// The floor of `npm run bench`: each built page with every script taken out (the prerendered HTML, its styles and
// images, no app), served the same way as the app. What Lighthouse scores there is what this machine gives a page
// that runs nothing, so the app is held to a gap from it rather than to an absolute score.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// A tag's attributes, quoted values included (a `>` inside quotes does not end the tag).
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`
const SCRIPT = new RegExp(String.raw`<script\b${ATTRIBUTES}>[\s\S]*?</script\s*>`, 'gi')
const LINK = new RegExp(String.raw`<link\b${ATTRIBUTES}>`, 'gi')

/** The value of `name` among a tag's attributes, lower-cased; undefined when it has none. */
function attribute(tag, name) {
  const match = new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]).toLowerCase() : undefined
}

/** Whether a `<link>` asks for a script ahead: a module preload, or a preload of a script. */
function preloadsScript(tag) {
  const rel = (attribute(tag, 'rel') ?? '').split(/\s+/)
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
}

/** The page without its scripts: every `<script>` element (JSON data too) and every preload of a script. */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (preloadsScript(tag) ? '' : tag))
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Copies the build at `outDir` to `floorDir` (assets and all) and strips the scripts from every page there. */
export function writeFloor(outDir, floorDir) {
  rmSync(floorDir, { recursive: true, force: true })
  cpSync(outDir, floorDir, { recursive: true })
  const pages = htmlFiles(floorDir)
  for (const page of pages) writeFileSync(page, stripScripts(readFileSync(page, 'utf8')))
  return pages.length
}
