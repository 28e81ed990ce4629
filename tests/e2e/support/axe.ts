// Helpers for the accessibility tests: open a page in a chosen colour mode, run axe-core's WCAG 2.1
// A/AA rules on it, and describe what it found so that a failure can be read without a trace.

import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';
import {BUILD_DIR, LOCALES, openHydrated} from './site';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

/**
 * The localStorage key Docusaurus keeps the colour mode in for the locale of `url`: `theme` plus
 * the site's storage namespace (`theme-palito`, or a hash of the locale's URL, which then differs
 * between locales), read from the inline script of that locale's built page that applies it
 * before the first paint.
 */
export function themeStorageKey(url: string): string {
  const {prefix} = LOCALES.find((l) => l.prefix !== '' && (url === l.prefix || url.startsWith(`${l.prefix}/`))) ?? LOCALES[0];
  const html = fs.readFileSync(path.join(BUILD_DIR, prefix, 'index.html'), 'utf8');
  const match = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html);
  if (!match) throw new Error(`no colour-mode script in ${prefix}/index.html`);
  return match[1];
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A/AA rules whose outcome depends on the colours, the only thing the colour mode
 * changes on a page: checked again in the other mode (every rule is checked in the first).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface Finding {
  where: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: {target: string; summary: string}[];
}

/**
 * Loads a page in `mode` through `open` (which navigates `page` to `url` and waits for what it
 * needs), then checks that the page shows the colour mode asked for. Docusaurus reads the choice
 * from localStorage (themeStorageKey) in an inline script before the first paint; an init script
 * sets it before any script of the page runs. The init script is removed once the page is open
 * (so a later call can choose the other mode: the order of several init scripts is not defined);
 * reloads of the page read the same choice from localStorage.
 */
export async function openInMode(page: Page, mode: Mode, url: string, open: (url: string) => Promise<unknown> = (u) => openHydrated(page, u)) {
  const choice = await page.addInitScript(([key, theme]) => window.localStorage.setItem(key, theme), [themeStorageKey(url), mode]);
  try {
    await open(url);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  } finally {
    await choice.dispose();
  }
}

/**
 * Rules run beside the WCAG 2.1 A/AA ones on every page: not WCAG rules, but Lighthouse's
 * accessibility score counts them (the navbar logo's alt repeating the link's text cost the
 * English pages a point).
 */
export const EXTRA_RULES = ['image-redundant-alt'];

/**
 * The tokens of code blocks and live editors: every word of every line, coloured inline by the
 * Prism theme (thousands of elements on a long guide), a large share of what axe's colour rules
 * take on a page. Their colours are the themes' few, each checked in both modes on both backgrounds by
 * tests/unit/site/code-contrast.test.ts; routes.spec.ts has axe check them as drawn on one
 * code-heavy page per locale. Scans elsewhere may leave them out.
 */
export const CODE_TOKENS = 'pre .token';

export interface ScanOptions {
  /** Selectors of parts axe cannot judge; every caller says why. */
  exclude?: string[];
  /** Only these parts of the page (default: all of it). */
  include?: string[];
  /** Only these rules, instead of the WCAG 2.1 A/AA ones. */
  rules?: string[];
  /** Rules to run as well as the WCAG 2.1 A/AA ones, in the same run. */
  also?: string[];
  /** Rules to leave out of the run (checked elsewhere; every caller says where). */
  skip?: string[];
}

/** axe-core's minified build: the same version @axe-core/playwright would inject, a smaller script to compile. */
const AXE_SOURCE = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into every frame of the page that does not have it yet. AxeBuilder evaluates its
 * whole source twice per scan, each time compiled again; a page scanned three times (light, its
 * live example, dark) would compile it six times. Once per document is enough: the scans below
 * hand AxeBuilder a source that does nothing.
 */
async function injectAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // A child frame may go away while the page settles; the page's own frame may not.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/** Runs axe-core's WCAG 2.1 A and AA rules (or `rules`) on the page as it is now. */
export async function scan(page: Page, where: string, {exclude = [], include = [], rules, also = [], skip = []}: ScanOptions = {}): Promise<Finding[]> {
  await injectAxeOnce(page);
  // Legacy mode runs axe in the page in one go; the default mode also opens a blank page to merge
  // the results of each frame, and the site has no frames. Only violations are collected in full:
  // listing every passing node of a long page costs seconds.
  // (options() replaces the whole run options, so it comes before withTags(); a rule enabled in
  // `rules` runs whatever the tags, so the extra rules cost no second run over the page.)
  let builder = new AxeBuilder({page, axeSource: ';'})
    .options({resultTypes: ['violations'], rules: Object.fromEntries([...also.map((id) => [id, {enabled: true}]), ...skip.map((id) => [id, {enabled: false}])])})
    .setLegacyMode(true);
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    where,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), summary: n.failureSummary ?? ''})),
  }));
}

/**
 * Switches the page on screen to the other colour mode as a reader does, with the navbar's
 * toggle, and waits until the colours have settled (Infima eases them in: axe must not read a
 * colour halfway).
 */
export async function toggleMode(page: Page, to: Mode) {
  const toggle = page.locator('nav.navbar button[class*="toggleButton"]').first();
  const html = page.locator('html');
  // A wheel scroll the test made earlier may still be gliding and hide the navbar (hideOnScroll)
  // under the pointer as it clicks: a click that did not switch the mode is made again, one at a
  // time, so that a late one cannot switch it back.
  await expect(async () => {
    if ((await html.getAttribute('data-theme')) !== to) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', to, {timeout: 2_000});
  }).toPass({timeout: 15_000});
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** How many elements fail a rule, counted once per rule they fail. */
export function failingElements(findings: Finding[]): number {
  return findings.reduce((n, f) => n + f.nodes.length, 0);
}

/** How many elements fail each rule, e.g. "color-contrast: 12, select-name: 1". */
export function countByRule(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.id, (counts.get(f.id) ?? 0) + f.nodes.length);
  return [...counts].map(([id, n]) => `${id}: ${n}`).join(', ');
}

/** A readable account of the findings: each rule, where, and the first elements with axe's summary. */
export function describe(findings: Finding[], perRule = 8): string {
  if (findings.length === 0) return 'no violations';
  const lines = [`${failingElements(findings)} failing elements (${countByRule(findings)})`];
  for (const f of findings) {
    lines.push(`\n[${f.where}] ${f.id} (${f.impact}, ${f.nodes.length} elements): ${f.help}`);
    for (const node of f.nodes.slice(0, perRule)) {
      lines.push(`  - ${node.target}\n    ${node.summary.replace(/\n\s*/g, ' ')}`);
    }
    if (f.nodes.length > perRule) lines.push(`  … and ${f.nodes.length - perRule} more`);
  }
  return lines.join('\n');
}
