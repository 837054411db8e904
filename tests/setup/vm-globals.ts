// The unit project runs each file in a VM context (vitest.config.ts), which lacks some of Node's globals that MSW
// uses: given here, before the mock backend is loaded.
import { BroadcastChannel } from 'node:worker_threads'

globalThis.BroadcastChannel ??= BroadcastChannel as unknown as typeof globalThis.BroadcastChannel
