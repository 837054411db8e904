import { authHandlers } from './auth/handlers'
import { firestoreHandlers } from './firestore/handlers'

/** Every handler of the mock backend: Identity Toolkit + secure token, and Firestore REST. */
export const handlers = [...authHandlers, ...firestoreHandlers]
