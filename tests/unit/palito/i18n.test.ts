import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {en, formatDuration, ko, resolveLocale, t} from '../../../packages/palito/src/i18n';

describe('t', () => {
  it('fills parameters and falls back to Korean', () => {
    expect(t('ko', 'sidebar.count', {count: 3})).toBe('자산 3개');
    expect(t('en', 'sidebar.count', {count: 3})).toBe('3 assets');
    expect(t('ko', 'status.error')).toBe('장애');
    expect(t('en', 'status.offline')).toBe('Offline');
    expect(t('fr' as never, 'status.warning')).toBe('경고');
    expect(t('en', 'aria.zone', {name: 'DMZ'})).toBe('Zone DMZ, {count} {count:asset|assets}');
  });

  it('picks the English singular for one and the plural otherwise', () => {
    expect(t('en', 'announce.hidden', {count: 1})).toBe('Hid 1 asset.');
    expect(t('en', 'announce.hidden', {count: 2})).toBe('Hid 2 assets.');
    expect(t('en', 'sidebar.count', {count: 0})).toBe('0 assets');
    expect(t('ko', 'announce.hidden', {count: 1})).toBe('자산 1개를 숨겼습니다.');
  });

  it('resolves unknown locales to Korean', () => {
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('ja')).toBe('ko');
    expect(resolveLocale(undefined)).toBe('ko');
  });

  it('formats durations in ms under a second, in seconds above', () => {
    expect(formatDuration('ko', 359.4)).toBe('359ms');
    expect(formatDuration('en', 359.4)).toBe('359 ms');
    expect(formatDuration('ko', 1234)).toBe('1.2초');
    expect(formatDuration('en', 12_345)).toBe('12 s');
  });
});

describe('catalogues', () => {
  it('have the same keys and no empty or untranslated strings', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const [key, value] of Object.entries(ko)) {
      expect(value.trim(), key).not.toBe('');
      expect(en[key as keyof typeof en].trim(), key).not.toBe('');
    }
    // Korean strings are Korean: each has Hangul, except those that are symbols or product terms.
    const notHangul = Object.entries(ko).filter(([, v]) => !/[\uac00-\ud7a3]/.test(v)).map(([k]) => k);
    expect(notHangul.sort()).toEqual(['change.field', 'change.link', 'field.cbs', 'find.option', 'footer.cbs', 'footer.notYet', 'report.cbs', 'table.cbs', 'table.ip', 'table.range', 'type.pc', 'unit.ms']);
  });

  it('use the same placeholders in both languages', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(ko) as (keyof typeof ko)[]) expect(params(en[key]), key).toEqual(params(ko[key]));
  });

  it('has no key the package never uses', () => {
    // The components, the exporters (print page, bundle labels) and the words' own helpers.
    const root = path.resolve(__dirname, '../../../packages/palito/src');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/^(ko|en)\.ts$/.test(entry.name)) sources.push(fs.readFileSync(full, 'utf8'));
      }
    };
    walk(root);
    const code = sources.join('\n');
    // Keys built from a prefix (`status.${status}`, `type.${icon}`, ...) count as used by their prefix.
    const dynamicPrefixes = [...code.matchAll(/`([a-z]+\.)\$\{/g)].map((m) => m[1]);
    const unused = Object.keys(ko).filter(
      (key) => !code.includes(`'${key}'`) && !dynamicPrefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
