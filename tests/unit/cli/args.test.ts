// The command line as data (packages/palito/src/cli/args.ts): each command's files and options,
// the defaults, and every kind of mistake, returned as a message key rather than thrown.

import {describe, expect, it} from 'vitest';
import {parseInvocation, parseView} from '../../../packages/palito/src/cli/args';

const ok = (argv: string[]) => {
  const parsed = parseInvocation(argv);
  if (!parsed.ok) throw new Error(`expected ${argv.join(' ')} to parse, got ${parsed.error.key}`);
  return parsed.invocation;
};
const mistake = (argv: string[]) => {
  const parsed = parseInvocation(argv);
  if (parsed.ok) throw new Error(`expected ${argv.join(' ')} to be refused`);
  return parsed.error;
};

describe('parseInvocation', () => {
  it('reads validate with its defaults', () => {
    expect(ok(['validate', 'a.csv'])).toMatchObject({command: 'validate', files: ['a.csv'], format: 'text', force: false, help: false, lang: undefined});
    expect(ok(['validate', '-', '--format', 'github', '--lang', 'en'])).toMatchObject({files: ['-'], format: 'github', lang: 'en'});
  });

  it('reads render with every option, values in any case', () => {
    const invocation = ok(['render', 'a.xlsx', '-o', 'out.png', '--view', 'zone:Internet DMZ', '--theme', 'DARK', '--direction', 'down', '--force', '--lang', 'ko']);
    expect(invocation).toMatchObject({command: 'render', files: ['a.xlsx'], output: 'out.png', theme: 'dark', direction: 'DOWN', force: true, lang: 'ko'});
    expect(invocation.view).toEqual({view: 'zone', zone: 'Internet DMZ'});
    expect(ok(['render', 'a.csv', '--output=o.svg'])).toMatchObject({output: 'o.svg', view: {view: 'all'}, theme: 'light', direction: undefined});
  });

  it('reads diff with two files, md by default', () => {
    expect(ok(['diff', 'a.csv', 'b.csv'])).toMatchObject({command: 'diff', files: ['a.csv', 'b.csv'], format: 'md'});
    expect(ok(['diff', 'a.csv', 'b.csv', '--format', 'json', '-o', 'r.json', '--render', 'c.svg', '-f'])).toMatchObject({format: 'json', output: 'r.json', render: 'c.svg', force: true});
  });

  it('answers help and version with or without a command, before checking the rest', () => {
    expect(ok(['--help'])).toMatchObject({command: null, help: true});
    expect(ok(['-v'])).toMatchObject({command: null, version: true});
    expect(ok(['render', '--help'])).toMatchObject({command: 'render', help: true});
    expect(ok(['render', '-h', '--lang', 'en'])).toMatchObject({help: true, lang: 'en'});
  });

  it('refuses each kind of mistake, naming what is wrong', () => {
    expect(mistake([])).toMatchObject({key: 'noCommand'});
    expect(mistake(['draw', 'a.csv'])).toMatchObject({key: 'unknownCommand', values: {command: 'draw'}});
    expect(mistake(['validate', 'a.csv', '--colour'])).toMatchObject({key: 'unknownOption', values: {option: '--colour'}, command: 'validate'});
    expect(mistake(['render', 'a.csv', '-o'])).toMatchObject({key: 'missingValue'});
    expect(mistake(['validate', 'a.csv', '--format', 'xml'])).toMatchObject({key: 'badValue', values: {option: '--format', value: 'xml'}});
    expect(mistake(['diff', 'a.csv', 'b.csv', '--format', 'github'])).toMatchObject({key: 'badValue'});
    expect(mistake(['validate', 'a.csv', '--theme', 'dark'])).toMatchObject({key: 'optionNotFor', values: {option: '--theme', command: 'validate'}});
    expect(mistake(['render', 'a.csv'])).toMatchObject({key: 'outputRequired'});
    expect(mistake(['diff', 'a.csv'])).toMatchObject({key: 'fileCount', values: {count: '2'}});
    expect(mistake(['validate', 'a.csv', 'b.csv'])).toMatchObject({key: 'tooManyFiles'});
    expect(mistake(['render', 'a.csv', '-o', 'x.svg', '--view', 'zone:'])).toMatchObject({key: 'badValue', values: {option: '--view'}});
  });

  it('says a mistake in the language asked for, once --lang itself is right', () => {
    expect(mistake(['validate', '--lang', 'en'])).toMatchObject({key: 'fileCount', lang: 'en'});
    expect(mistake(['validate', 'a.csv', '--lang', 'fr'])).toMatchObject({key: 'badValue', values: {option: '--lang'}, lang: undefined});
  });
});

describe('parseView', () => {
  it('takes all, or a zone by id or name (spaces and colons kept)', () => {
    expect(parseView(undefined)).toEqual({view: 'all'});
    expect(parseView('all')).toEqual({view: 'all'});
    expect(parseView('zone:dmz')).toEqual({view: 'zone', zone: 'dmz'});
    expect(parseView('zone:관리망 : A')).toEqual({view: 'zone', zone: '관리망 : A'});
    expect(parseView('zone')).toBeNull();
    expect(parseView('everything')).toBeNull();
  });
});
