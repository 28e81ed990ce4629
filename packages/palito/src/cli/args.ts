// The command line as data: the command, its files and its options, each checked against what
// the command takes. Pure (no I/O): a mistake is returned as a message key and its values, and
// main.ts says it in the reader's language.

import {parseArgs} from 'node:util';
import type {Locale} from '../i18n';
import {isLocale} from './locale';

export const COMMANDS = ['validate', 'render', 'diff'] as const;
export type Command = (typeof COMMANDS)[number];

export const VALIDATE_FORMATS = ['text', 'json', 'github'] as const;
export const DIFF_FORMATS = ['md', 'csv', 'json'] as const;
export const THEMES = ['light', 'dark'] as const;
export const DIRECTIONS = ['right', 'down'] as const;

const OPTIONS = {
  lang: {type: 'string'},
  format: {type: 'string'},
  output: {type: 'string', short: 'o'},
  view: {type: 'string'},
  theme: {type: 'string'},
  direction: {type: 'string'},
  render: {type: 'string'},
  force: {type: 'boolean', short: 'f'},
  help: {type: 'boolean', short: 'h'},
  version: {type: 'boolean', short: 'v'},
} as const;

type OptionName = keyof typeof OPTIONS;

/** The options each command takes (help, version and lang go with all). */
const TAKES: Record<Command, readonly OptionName[]> = {
  validate: ['format'],
  render: ['output', 'view', 'theme', 'direction', 'force'],
  diff: ['format', 'output', 'render', 'force'],
};

/** The files each command reads. */
const FILES: Record<Command, number> = {validate: 1, render: 1, diff: 2};

export type View = {view: 'all'} | {view: 'zone'; zone: string};

export interface Invocation {
  command: Command | null;
  files: string[];
  lang?: Locale;
  help: boolean;
  version: boolean;
  format?: string;
  output?: string;
  view: View;
  theme: (typeof THEMES)[number];
  direction?: 'RIGHT' | 'DOWN';
  render?: string;
  force: boolean;
}

/** A mistake on the command line: a key of messages.ts and the values it names. */
export interface UsageError {
  key: UsageErrorKey;
  values: Record<string, string>;
  /** The language asked for, when --lang itself was right: the message is said in it. */
  lang?: Locale;
  command: Command | null;
}

export type UsageErrorKey =
  | 'unknownCommand'
  | 'noCommand'
  | 'unknownOption'
  | 'missingValue'
  | 'badValue'
  | 'optionNotFor'
  | 'fileCount'
  | 'outputRequired'
  | 'tooManyFiles';

export type ParseResult = {ok: true; invocation: Invocation} | {ok: false; error: UsageError};

const fail = (key: UsageErrorKey, values: Record<string, string>, command: Command | null, lang?: Locale): ParseResult => ({
  ok: false,
  error: {key, values, command, lang},
});

const isCommand = (value: string | undefined): value is Command => (COMMANDS as readonly string[]).includes(value ?? '');

/** `--view all` or `--view zone:<zone id or name>`. */
export function parseView(value: string | undefined): View | null {
  if (value === undefined || value === 'all') return {view: 'all'};
  const zone = /^zone:(.+)$/s.exec(value);
  return zone && zone[1].trim() ? {view: 'zone', zone: zone[1].trim()} : null;
}

function readTokens(argv: readonly string[]): {ok: true; values: Partial<Record<OptionName, string | boolean>>; positionals: string[]} | {ok: false; key: UsageErrorKey; option: string} {
  try {
    const {values, positionals} = parseArgs({args: [...argv], options: OPTIONS, allowPositionals: true, strict: true});
    return {ok: true, values, positionals};
  } catch (error) {
    const code = (error as {code?: string}).code;
    const option = /'([^']+)'/.exec(String((error as Error).message))?.[1] ?? '';
    // parseArgs's own messages are English only: only the option is taken from them.
    return {ok: false, key: code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? 'missingValue' : 'unknownOption', option: option.split(/\s/)[0]};
  }
}

export function parseInvocation(argv: readonly string[]): ParseResult {
  const tokens = readTokens(argv);
  const first = argv.find((arg) => !arg.startsWith('-'));
  const guessed = isCommand(first) ? first : null;
  if (!tokens.ok) return fail(tokens.key, {option: tokens.option}, guessed);
  const {values, positionals} = tokens;
  const lang = values.lang as string | undefined;
  if (lang !== undefined && !isLocale(lang)) return fail('badValue', {option: '--lang', value: lang, allowed: 'ko, en'}, guessed);
  const locale = lang as Locale | undefined;
  const [name, ...files] = positionals;
  const base = {lang: locale, help: values.help === true, version: values.version === true};
  if (name === undefined) {
    if (base.help || base.version) return {ok: true, invocation: {...base, command: null, files: [], view: {view: 'all'}, theme: 'light', force: false}};
    return fail('noCommand', {}, null, locale);
  }
  if (!isCommand(name)) return fail('unknownCommand', {command: name}, null, locale);
  const command = name;
  for (const option of Object.keys(values) as OptionName[]) {
    if (!['help', 'version', 'lang', ...TAKES[command]].includes(option)) return fail('optionNotFor', {option: `--${option}`, command}, command, locale);
  }
  const invocation: Invocation = {
    ...base,
    command,
    files,
    format: values.format as string | undefined,
    output: values.output as string | undefined,
    view: {view: 'all'},
    theme: 'light',
    render: values.render as string | undefined,
    force: values.force === true,
  };
  if (base.help || base.version) return {ok: true, invocation};
  const checked = checkValues(invocation, values, locale);
  if (checked) return checked;
  if (files.length !== FILES[command]) return fail(files.length > FILES[command] ? 'tooManyFiles' : 'fileCount', {command, count: String(FILES[command])}, command, locale);
  if (command === 'render' && !invocation.output) return fail('outputRequired', {command}, command, locale);
  return {ok: true, invocation};
}

/** The values that must be one of a list; sets them on `invocation`, or returns the mistake. */
function checkValues(invocation: Invocation, values: Partial<Record<OptionName, string | boolean>>, locale?: Locale): ParseResult | null {
  const {command} = invocation;
  const oneOf = (option: OptionName, allowed: readonly string[]): string | ParseResult | undefined => {
    const value = values[option] as string | undefined;
    if (value === undefined) return undefined;
    const lower = value.toLowerCase();
    return allowed.includes(lower) ? lower : fail('badValue', {option: `--${option}`, value, allowed: allowed.join(', ')}, command, locale);
  };
  const format = oneOf('format', command === 'diff' ? DIFF_FORMATS : VALIDATE_FORMATS);
  if (typeof format === 'object') return format;
  invocation.format = format ?? (command === 'diff' ? 'md' : 'text');
  const theme = oneOf('theme', THEMES);
  if (typeof theme === 'object') return theme;
  invocation.theme = (theme ?? 'light') as Invocation['theme'];
  const direction = oneOf('direction', DIRECTIONS);
  if (typeof direction === 'object') return direction;
  invocation.direction = direction ? (direction.toUpperCase() as Invocation['direction']) : undefined;
  const view = parseView(values.view as string | undefined);
  if (!view) return fail('badValue', {option: '--view', value: String(values.view), allowed: 'all, zone:<id|name>'}, command, locale);
  invocation.view = view;
  return null;
}
