// Lints a snippet as if it were the file at a given path, through ESLint's own API with the project's config, and
// returns its import-boundary errors: the files need not exist, the config judges a relative import by its path.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, expect } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** The layers' paths, and the packages a layer may not use (the /api's server SDKs). */
const RULES = ['import-x/no-restricted-paths', 'no-restricted-imports']

let eslint: ESLint | undefined

/** Loads ESLint with the project's config once per test file (a few seconds: in the hook, not the first test). */
export function useEslint(): void {
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
    await eslint.lintText('', { filePath: path.join(root, 'src/lib/x.ts') })
  })
}

/** The boundary errors for `code` in `file` (relative to the project root), as "line: import path". */
export async function boundaryErrors(file: string, code: string): Promise<string[]> {
  if (!eslint) throw new Error('call useEslint() in the test file first')
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true })
  if (!result) throw new Error(`ESLint returned no result for ${file}`)
  // A parse error, a resolver error or an ignored file would hide the rule: none of them may pass as "allowed".
  const other = result.messages.filter((message) => message.ruleId === null)
  expect(other.map((message) => message.message)).toEqual([])
  return result.messages
    .filter((message) => message.ruleId !== null && RULES.includes(message.ruleId))
    .map((message) => {
      expect(message.severity).toBe(2)
      return `${message.line}: ${(/Unexpected path "([^"]+)"/.exec(message.message) ?? /^'([^']+)'/.exec(message.message))?.[1] ?? message.message}`
    })
}

/** One import per line; every one of them is expected to break a boundary. */
export function forbidden(...imports: string[]): { code: string; expected: string[] } {
  const code = imports.map((line, index) => line.replace('$', `x${index}`)).join('\n')
  const expected = imports.map((line, index) => `${index + 1}: ${/'([^']+)'/.exec(line)?.[1]}`)
  return { code, expected }
}
