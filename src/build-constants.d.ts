// Constants the build writes into the code (vite.config.ts `define`). Dead branches under a false constant are
// removed from the bundle, with everything only they import.

/** True in a build on the built-in mock backend (no VITE_FIREBASE_* settings): the demo shop. */
declare const __DEMO_BACKEND__: boolean

/** The Firebase settings the build read from its VITE_* environment and checked (src/lib/firebase/config.ts). */
declare const __FIREBASE_SETTINGS__: import('./lib/firebase/config').FirebaseSettings
