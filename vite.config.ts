import './scripts/build/shop-money-env.ts'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { demoFilesOnlyInDemoBuilds } from './scripts/build/demo-files.ts'
import { mswWithoutCookieJar } from './scripts/build/msw-without-cookie-jar.ts'
import { firestoreWithoutPipelineRegex } from './scripts/build/firestore-without-pipelines.ts'
import { reactfireWithoutUnusedSdks } from './scripts/build/reactfire-unused-sdks.ts'
import { hostingHeaders } from './scripts/headers/preview.ts'
import { shopInfoPlugin } from './scripts/shop-info-plugin.ts'
import { shopInfo } from './src/content/shop-info.ts'
import { parseFirebaseSettings } from './src/lib/firebase/config.ts'

// V8's explicit compile hint (Chromium 136+): a script starting with this comment has all its functions compiled
// with it, off the main thread while it streams in, instead of each one on the main thread when first called.
// The first render calls most of react-dom, the router, Query and emotion; without it, that lazy compiling made
// up half of the start-up tasks under 4x CPU throttling. Browsers without the feature ignore the comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export default defineConfig(({ mode, command }) => {
  // The backend is chosen when the app is built, from the VITE_* settings (.env files or the environment): a
  // partial or malformed configuration stops the build (and `npm run dev`) with a message that names the setting,
  // and the app gets the checked settings as a constant, with no parser of its own. A build for a real project or
  // the emulators gets __DEMO_BACKEND__ = false, so the mock backend, the demo catalog and the demo sign-in chooser
  // are not in it at all (src/build-constants.d.ts).
  // A developer's App Check debug token is taken by the development server only: a build would publish it.
  const settings = parseFirebaseSettings(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'), { allowDebugToken: command === 'serve' })
  return {
    define: { __DEMO_BACKEND__: JSON.stringify(settings.mode === 'mock'), __FIREBASE_SETTINGS__: JSON.stringify(settings) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react({ jsxImportSource: '@emotion/react' }),
      reactfireWithoutUnusedSdks(),
      firestoreWithoutPipelineRegex(),
      mswWithoutCookieJar(),
      demoFilesOnlyInDemoBuilds(settings.mode === 'mock'),
      // The shop's texts, checked, in one module per page (src/content/shop-info.ts); editing them restarts `npm run dev`.
      shopInfoPlugin(shopInfo),
      // `vite preview` (npm start, the browser tests) sends firebase.json's headers with the build's script hashes, as the deploy does.
      hostingHeaders(),
    ],
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 5173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: false,
      // For scripts/prerender.mjs: the files a prerendered page preloads (src/prerender/module-preloads.ts).
      manifest: true,
      rolldownOptions: {
        output: {
          postBanner: COMPILE_HINT,
          codeSplitting: {
            groups: [
              // What every first render needs, in one file: fewer requests and better compression.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|use-local-storage-state|use-sync-external-store|hoist-non-react-statics|tiny-invariant|tiny-warning|cookie-es|seroval|valibot)[\\/]/,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  }
})
