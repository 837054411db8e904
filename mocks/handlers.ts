import { apiHandlers } from './api/handlers'
import { authHandlers } from './auth/handlers'
import { firestoreHandlers } from './firestore/handlers'

/** Every handler of the mock backend: Identity Toolkit + secure token, Firestore REST, and the shop's own /api. */
export const handlers = [...authHandlers, ...firestoreHandlers, ...apiHandlers]
