import { replaceMockState, seedState } from '../../mocks/state'

/** Back to the seeded catalog with no accounts: after each unit test, and before each contract sequence. */
export function resetMockState(): void {
  replaceMockState(seedState())
}
