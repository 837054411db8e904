// Imported first by vite.config.ts: the shop's money settings (VITE_SHOP_*, src/lib/shop-money.ts) from the .env
// files into the environment, before the shop's texts are read for the build (their prices are formatted in the
// shop's currency while the configuration loads, where Node has no import.meta.env). The environment wins.
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

for (const [key, value] of Object.entries(loadEnv('', fileURLToPath(new URL('../..', import.meta.url)), 'VITE_SHOP_'))) process.env[key] ??= value
