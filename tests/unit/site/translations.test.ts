import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Every UI string exists in both languages: Korean in the code, English in i18n/en.
const ROOT = path.resolve(__dirname, '../../..');
const HANGUL = /[\uac00-\ud7a3]/;

function filesUnder(dir: string, test: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p, test);
    return test(p) ? [p] : [];
  });
}

const codeJson: Record<string, {message: string}> = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8'),
);

/** Translation ids used in the site's React code: <Translate id="…"> and translate({id: '…'}). */
function idsInSource(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of filesUnder(path.join(ROOT, 'src'), (f) => /\.tsx?$/.test(f))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Translate\s[^>]*?id="([^"]+)"|translate\(\s*\{\s*id:\s*'([^']+)'/g)) {
      ids.set(m[1] ?? m[2], path.relative(ROOT, file));
    }
  }
  return ids;
}

describe('English translations', () => {
  it('every JSON translation file under i18n/en is in English', () => {
    const files = filesUnder(path.join(ROOT, 'i18n/en'), (f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>);
      const korean = entries.filter(([, v]) => HANGUL.test(v.message)).map(([k]) => k);
      expect(korean, path.relative(ROOT, file)).toEqual([]);
    }
  });

  it('every translation id used in src/ has an English message', () => {
    const ids = idsInSource();
    expect(ids.size).toBeGreaterThan(20);
    const missing = [...ids].filter(([id]) => !codeJson[id]).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every Korean doc and post has an English twin', () => {
    for (const [ko, en] of [
      ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
      ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
      ['src/pages', 'i18n/en/docusaurus-plugin-content-pages'],
    ]) {
      const koFiles = filesUnder(path.join(ROOT, ko), (f) => /\.mdx?$/.test(f)).map((f) => path.relative(path.join(ROOT, ko), f));
      const missing = koFiles.filter((f) => !fs.existsSync(path.join(ROOT, en, f)));
      expect(missing, ko).toEqual([]);
    }
  });
});
