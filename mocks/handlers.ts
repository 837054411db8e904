import { apiHandlers } from './api/handlers'
import { appCheckHandlers } from './app-check/handlers'
import { authHandlers } from './auth/handlers'
import { firestoreHandlers } from './firestore/handlers'
import { listenHandlers } from './firestore/listen'
import { storageHandlers } from './storage/handlers'

/**
 * Every handler of the mock backend: Identity Toolkit + secure token, App Check's exchange, Firestore REST and its
 * Listen channel, Cloud Storage, and the shop's own /api.
 */
export const handlers = [...authHandlers, ...appCheckHandlers, ...listenHandlers, ...firestoreHandlers, ...storageHandlers, ...apiHandlers]
