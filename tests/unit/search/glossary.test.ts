// The glossary holds the docs' own words (src/search/glossary.ts): each Korean term is a word of
// the Korean docs, each English term a word of the English docs; and a query word it knows brings
// the other language's words in.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expansionsOf} from '../../../src/search/expand';
import {GLOSSARY, TRANSLITERATIONS} from '../../../src/search/glossary';
import {tokenize} from '../../../src/search/tokenize';

const ROOT = path.resolve(__dirname, '../../..');

function wordsOf(...folders: string[]): Set<string> {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) for (const term of tokenize(fs.readFileSync(file, 'utf8'))) words.add(term);
    }
  };
  for (const folder of folders) walk(path.join(ROOT, folder));
  return words;
}

describe('the search glossary', () => {
  const korean = wordsOf('docs');
  const english = wordsOf('i18n/en/docusaurus-plugin-content-docs/current');

  it('pairs only words the docs use: Korean terms in the Korean docs, English terms in the English docs', () => {
    const missing = GLOSSARY.flatMap(([ko, en]) => [...ko.filter((w) => !korean.has(w)), ...en.filter((w) => !english.has(w))]);
    expect(missing).toEqual([]);
    expect(TRANSLITERATIONS.map(([, en]) => en).filter((w) => !english.has(w))).toEqual([]);
  });

  it('brings in the other language for a Korean word, with its particle or ending', () => {
    expect(expansionsOf(['버전', '삭제하려면'])).toEqual(expect.arrayContaining(['version', 'delete']));
    expect(expansionsOf(['상태를'])).toContain('status');
  });

  it('brings in the Korean words for an English word, a plural or a verb form', () => {
    expect(expansionsOf(['export'])).toContain('내보내기');
    expect(expansionsOf(['exporting'])).toContain('내보내기');
    expect(expansionsOf(['zones'])).toContain('존');
  });

  it('reads a Hangul spelling of an English word as that word', () => {
    expect(expansionsOf(['아이디'])).toEqual(['id']);
    expect(expansionsOf(['익스포트'])).toEqual(expect.arrayContaining(['export', '내보내기']));
  });

  it('adds nothing for a word it does not know, nor a word already typed', () => {
    expect(expansionsOf(['palito', 'zzq'])).toEqual([]);
    expect(expansionsOf(['export', '내보내기'])).not.toContain('export');
  });
});
