// The export's colours for --theme light|dark, read from Palito's own stylesheet, the tokens the
// editor's theme sets (react/styles/theme.css; dist/style.css once built), then mapped to the
// file's parts as the editor maps them on screen (paletteFromTokens): the same colours, and no
// second copy of them to drift.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {paletteFromTokens} from '../api';
import type {SvgPalette} from '../export';
import type {EdgeKind} from '../model';

export type Theme = 'light' | 'dark';

/** The built package's stylesheet beside dist/cli/, or the theme's source when run from src/. */
function stylesheet(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, '..', 'style.css'), path.join(here, '..', 'react', 'styles', 'theme.css')]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return '';
}

/** The custom properties a rule sets (`--palito-bg: #fff`), by name without `--palito-`, for the rules whose selector is exactly `selector`. */
export function tokensOf(css: string, selector: string): Map<string, string> {
  const tokens = new Map<string, string>();
  const rules = /([^{}]+)\{([^{}]*)\}/g;
  // Comments first: theme.css's own show an example with braces.
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(rules)) {
    const names = selectors.split(',').map((s) => s.trim().replace(/"/g, "'"));
    if (!names.includes(selector)) continue;
    for (const [, name, value] of body.matchAll(/--palito-([\w-]+)\s*:\s*([^;]+);/g)) tokens.set(name, value.trim());
  }
  return tokens;
}

/** A CSS colour as a 2D canvas gives it back, which is what the editor's export writes: `#rrggbb`, or `rgba(r, g, b, a)`. */
export function canvasColour(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return `#${digits.toLowerCase()}`;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  if (!rgb) return value.trim();
  const [r, g, b] = rgb.slice(1, 4).map(Number);
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number(rgb[4].slice(0, -1)) / 100 : Number(rgb[4]);
  if (alpha >= 1) return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The palette of `theme`, the graph style's line colours resolved (`var(--palito-edge-…)` to the theme's). */
export function themePalette(theme: Theme, edgeColors: Record<EdgeKind, string>, css = stylesheet()): SvgPalette | undefined {
  const tokens = tokensOf(css, '.palito-theme');
  if (theme === 'dark') for (const [name, value] of tokensOf(css, ".palito-theme[data-color-mode='dark']")) tokens.set(name, value);
  if (tokens.size === 0) return undefined;
  const resolve = (value: string): string => {
    const variable = /^var\(--palito-([\w-]+)\)$/.exec(value.trim());
    return canvasColour(variable ? resolve(tokens.get(variable[1]) ?? '') : value);
  };
  const token = (name: string) => resolve(tokens.get(name) ?? '');
  const edges = Object.fromEntries(Object.entries(edgeColors).map(([kind, colour]) => [kind, resolve(colour)])) as Record<EdgeKind, string>;
  return paletteFromTokens(token, token('bg'), edges);
}
