// Which script files a prerendered page asks for ahead, read from Vite's build manifest (`build.manifest`).

/** One entry of Vite's build manifest: a chunk's file and the manifest keys of the chunks it imports statically. */
interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

/** Vite's build manifest, keyed by source module (or by an internal name for shared chunks). */
export type BuildManifest = Record<string, ManifestChunk>

/**
 * The files (paths from the site's root) that the app's entry and `modules` need before they run, each once: the
 * entry's, then each module's, each file after the ones it imports. A page whose main content only the app can draw
 * lists them, so the browser fetches them all while it reads the HTML instead of one import after another once the
 * app runs. Throws when the manifest has no entry or lacks one of `modules` (a renamed file): the build stops
 * rather than lose the preloads silently.
 */
export function modulePreloads(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`The build manifest has ${entries.length} entries, not one`)
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no module ${key}`)
    for (const imported of chunk.imports ?? []) visit(imported)
    files.push(`/${chunk.file}`)
  }
  for (const key of [...entries, ...modules]) visit(key)
  return files
}
