// `npm start` (vite preview) serves the build as Firebase Hosting would, with the rules `npm run deploy` deploys:
// firebase.json with the script hashes of the build being served (./build.ts hostingForBuild). Each response gets
// the headers of the rules that match its path, and a path that names no file and that no rewrite takes (a missing
// /assets/x.js) gets a 404 instead of the app's page. A build configured for the emulators gets
// their hosts added to the policy (./csp.ts withEmulators): firebase.json holds only what a deployment needs.
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { parseFirebaseSettings } from '../../src/lib/firebase/config.ts'
import { withEmulators } from './csp.ts'
import { hostingForBuild } from './build.ts'
import { headersFor, rewriteFor, type HostingConfig } from './hosting.ts'
import { isRecord } from '../../src/lib/is-record.ts'

/** Whether `path` names a file of the build, as Hosting finds it (with cleanUrls, `/a` is `a.html`). */
function namesFile(outDir: string, hosting: HostingConfig, path: string): boolean {
  const file = join(outDir, path)
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile()
  return isFile(file) || isFile(join(file, 'index.html')) || (hosting.cleanUrls === true && isFile(`${file}.html`))
}

export function hostingHeaders(): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      const env = loadEnv(server.config.mode, server.config.envDir || server.config.root, 'VITE_')
      const settings = parseFirebaseSettings(env)
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const hosting = hostingForBuild(outDir, env)
      server.middlewares.use((req, res, next) => {
        let path: string
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
        } catch {
          path = '/'
        }
        const headers = headersFor(hosting, path)
        const policy = headers.get('Content-Security-Policy')
        if (policy) headers.set('Content-Security-Policy', withEmulators(policy, settings))
        // Vite's static server sets its own Cache-Control when it writes the head: these replace its values.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
        res.writeHead = ((...args: unknown[]) => {
          const given = args.find(isRecord)
          for (const name of Object.keys(given ?? {})) if ([...headers.keys()].some((key) => key.toLowerCase() === name.toLowerCase())) delete given?.[name]
          for (const [key, value] of headers) res.setHeader(key, value)
          return writeHead(...args)
        }) as typeof res.writeHead
        if (rewriteFor(hosting, path) === undefined && !namesFile(outDir, hosting, path)) {
          res.statusCode = 404
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end('Not found')
          return
        }
        next()
      })
    },
  }
}
