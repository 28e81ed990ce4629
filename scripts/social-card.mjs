#!/usr/bin/env node
/**
 * Draws the social card of each locale (static/img/social-card-ko.png and social-card-en.png):
 * the Palito logo, the site title and that locale's tagline, and a small topology of zones,
 * CBS groups and assets, rendered in Chromium and captured at exactly 1200×630.
 *
 * The title and tagline are read from docusaurus.config.ts, evaluated once per locale as the
 * build does, so the card says what the site says. Run it again after changing either:
 *
 *   node scripts/social-card.mjs
 *
 * It needs a system font with Hangul (Debian: fonts-nanum or fonts-noto-cjk): the card uses no
 * web fonts, because the site makes no request to other hosts.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {loadFreshModule} from '@docusaurus/utils';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WIDTH = 1200;
const HEIGHT = 630;
const LOCALES = ['ko', 'en'];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONT_STACK = `'NanumSquare', 'NanumBarunGothic', 'Noto Sans CJK KR', 'NanumGothic', sans-serif`;
const BLUE = '#1d6fb8';
const INK = '#14283c';

// The drawing on the right: two zones, each with CBS groups of a few assets, in card pixels.
const ZONES = [
  {x: 700, y: 96, w: 430, h: 190, cbs: [3, 2]},
  {x: 700, y: 334, w: 430, h: 190, cbs: [2, 3]},
];

function ensureHangulFont() {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':lang=ko', 'family'], {encoding: 'utf8'}).trim();
  } catch {
    // fc-list missing: treated as no font below.
  }
  if (!fonts) {
    throw new Error('No system font with Hangul (fc-list :lang=ko is empty). Install fonts-nanum or fonts-noto-cjk.');
  }
}

async function siteTexts(locale) {
  // docusaurus.config.ts picks its texts by this variable, as in the build's per-locale runs.
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  const config = (await loadFreshModule(path.join(ROOT, 'docusaurus.config.ts'))).default;
  return {title: config.title, tagline: config.tagline};
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
}

/** Zones as dashed boxes, CBS groups inside them, assets as dots joined to their neighbours. */
function topologySvg() {
  const parts = [];
  const hubs = [];
  for (const zone of ZONES) {
    parts.push(`<rect x="${zone.x}" y="${zone.y}" width="${zone.w}" height="${zone.h}" rx="18" fill="#ffffff" fill-opacity=".08" stroke="#ffffff" stroke-opacity=".55" stroke-width="2" stroke-dasharray="8 6"/>`);
    const gap = 24;
    const cbsW = (zone.w - gap * (zone.cbs.length + 1)) / zone.cbs.length;
    zone.cbs.forEach((assets, i) => {
      const cx = zone.x + gap + i * (cbsW + gap);
      const cy = zone.y + 44;
      const ch = zone.h - 68;
      parts.push(`<rect x="${cx}" y="${cy}" width="${cbsW}" height="${ch}" rx="12" fill="#ffffff" fill-opacity=".14" stroke="#ffffff" stroke-opacity=".7" stroke-width="1.5"/>`);
      const points = Array.from({length: assets}, (_, k) => ({
        x: cx + (cbsW * (k + 1)) / (assets + 1),
        y: cy + ch / 2 + (k % 2 === 0 ? -18 : 18),
      }));
      for (let k = 1; k < points.length; k++) {
        parts.push(`<line x1="${points[k - 1].x}" y1="${points[k - 1].y}" x2="${points[k].x}" y2="${points[k].y}" stroke="#ffffff" stroke-width="2.5"/>`);
      }
      for (const p of points) parts.push(`<circle cx="${p.x}" cy="${p.y}" r="11" fill="#ffffff"/>`);
      hubs.push(points[0]);
    });
    parts.push(`<rect x="${zone.x + 16}" y="${zone.y + 14}" width="86" height="14" rx="7" fill="#ffffff" fill-opacity=".6"/>`);
  }
  // Links across CBS groups and across zones, drawn under the assets.
  const links = [
    [hubs[0], hubs[1]],
    [hubs[1], hubs[3]],
    [hubs[0], hubs[2]],
  ].map(([a, b]) => `<path d="M${a.x} ${a.y} C ${a.x} ${(a.y + b.y) / 2}, ${b.x} ${(a.y + b.y) / 2}, ${b.x} ${b.y}" fill="none" stroke="#ffd166" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true">${links.join('')}${parts.join('')}</svg>`;
}

function cardHtml({title, tagline, locale, logo}) {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<style>
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body { font-family: ${FONT_STACK}; background: linear-gradient(90deg, #f5f9fd 0 660px, ${BLUE} 660px 100%); color: ${INK}; position: relative; }
  .drawing { position: absolute; inset: 0; }
  .text { position: absolute; left: 80px; top: 0; bottom: 0; width: 540px; display: flex; flex-direction: column; justify-content: center; }
  .brand { display: flex; align-items: center; gap: 24px; }
  .brand img { width: 104px; height: 104px; }
  h1 { margin: 0; font-size: 96px; font-weight: 800; letter-spacing: -2px; color: ${BLUE}; }
  p { margin: 40px 0 0; font-size: 40px; line-height: 1.4; font-weight: 700; word-break: keep-all; }
</style>
</head>
<body>
  <div class="drawing">${topologySvg()}</div>
  <div class="text">
    <div class="brand"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"><h1>${escapeHtml(title)}</h1></div>
    <p>${escapeHtml(tagline)}</p>
  </div>
</body>
</html>`;
}

async function main() {
  ensureHangulFont();
  const logo = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
    for (const locale of LOCALES) {
      const texts = await siteTexts(locale);
      await page.setContent(cardHtml({...texts, locale, logo}), {waitUntil: 'load'});
      await page.evaluate(() => document.fonts.ready);
      const out = path.join(ROOT, `static/img/social-card-${locale}.png`);
      await page.screenshot({path: out, type: 'png', clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT}});
      console.log(`${path.relative(ROOT, out)}: ${texts.title}, "${texts.tagline}"`);
    }
  } finally {
    await browser.close();
  }
}

await main();
