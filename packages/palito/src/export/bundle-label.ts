// What a dense group's bundle says, on the canvas, to a screen reader and in the exported SVG
// alike. "Full mesh" only when every two of its assets are linked; otherwise (a leaf-spine
// fabric, a mesh with links missing) "partial mesh": the label never claims more than the file.
// No React here: the SVG export (palito/export) uses it in Node.

import {groupDigits} from '../engine';
import {t, type Locale} from '../i18n';

/** Every pair of the assets linked: n(n - 1) / 2 links, the engine keeping one edge per pair. */
export function isFullMesh(assets: number, links: number): boolean {
  return assets > 1 && links === (assets * (assets - 1)) / 2;
}

/** 19,900 rather than 19900, as the problems list writes its counts. */
const figure = groupDigits;

/** The visible label: "풀 메시 · 연결 19,900개" / "Full mesh · 19,900 links". */
export function bundleLabel(locale: Locale, assets: number, links: number): string {
  return t(locale, isFullMesh(assets, links) ? 'bundle.full' : 'bundle.dense', {count: figure(links)});
}

/** The accessible name: the label's words and the number of assets. */
export function bundleAriaLabel(locale: Locale, assets: number, links: number): string {
  return t(locale, isFullMesh(assets, links) ? 'aria.bundle.full' : 'aria.bundle.dense', {
    assets: figure(assets),
    count: figure(links),
  });
}
