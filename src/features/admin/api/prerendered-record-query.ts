// What the deployed build prerendered (the file the build writes beside its pages), or null when this build wrote
// none: a build without a catalog snapshot, or the development server.
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { PRERENDERED_RECORD_PATH, PrerenderedRecord } from '../../../lib/catalog/prerendered-record'

async function fetchRecord(): Promise<PrerenderedRecord | null> {
  const response = await fetch(PRERENDERED_RECORD_PATH, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`${PRERENDERED_RECORD_PATH} answered ${response.status}`)
  // A server that answers every path with the app's page (the development server) has no record either.
  const parsed = v.safeParse(PrerenderedRecord, await response.json().catch(() => null))
  return parsed.success ? parsed.output : null
}

export const prerenderedRecordQueryOptions = () => queryOptions({ queryKey: ['admin', 'prerendered'], queryFn: fetchRecord, staleTime: 60_000 })
