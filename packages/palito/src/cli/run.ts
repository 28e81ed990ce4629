// The command line from arguments to exit code: the language chosen, help and version answered,
// a mistake said with the way to the help, then the command run. main.ts gives it the process.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {type Command, parseInvocation, type Invocation} from './args';
import {helpText} from './help';
import {EXIT, type Context, type ExitCode, type Io} from './io';
import {systemLocale} from './locale';
import {say} from './messages';

type Run = (invocation: Invocation, context: Context) => Promise<ExitCode>;

/** Each command loads what it needs only: validate never loads the store, the exporters or ELK. */
const COMMANDS: Record<Command, () => Promise<Run>> = {
  validate: async () => (await import('./commands/validate')).validate,
  render: async () => (await import('./commands/render')).render,
  diff: async () => (await import('./commands/diff')).diff,
};

/** The package's version, from its package.json (two folders up from dist/cli/ and from src/cli/). */
export function version(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

export async function runCli(argv: readonly string[], io: Io, env: Record<string, string | undefined>): Promise<ExitCode> {
  const parsed = parseInvocation(argv);
  if (!parsed.ok) {
    const {error} = parsed;
    const locale = error.lang ?? systemLocale(env);
    io.stderr(`palito: ${say(locale, error.key, error.values)}\n${say(locale, 'seeHelp', {command: error.command ?? ''})}\n`);
    return EXIT.failed;
  }
  const {invocation} = parsed;
  const locale = invocation.lang ?? systemLocale(env);
  if (invocation.version) {
    io.stdout(`${version()}\n`);
    return EXIT.ok;
  }
  if (invocation.help || !invocation.command) {
    io.stdout(`${helpText(locale, invocation.command)}\n`);
    return EXIT.ok;
  }
  const context: Context = {io, locale};
  try {
    const run = await COMMANDS[invocation.command]();
    return await run(invocation, context);
  } catch (error) {
    io.stderr(`palito: ${say(locale, 'unexpected', {reason: error instanceof Error ? (error.stack ?? error.message) : String(error)})}\n`);
    return EXIT.failed;
  }
}
