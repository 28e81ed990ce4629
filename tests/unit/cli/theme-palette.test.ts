// --theme's colours (packages/palito/src/cli/theme-palette.ts): read from Palito's stylesheet, the
// tokens the editor's theme sets, and mapped as the editor maps them (paletteFromTokens); written
// as a 2D canvas writes colours back, as the editor's export has them.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {canvasColour, themePalette, tokensOf} from '../../../packages/palito/src/cli/theme-palette';
import {DEFAULT_EDGE_COLORS} from '../../../packages/palito/src/model';

const THEME_CSS = fs.readFileSync(path.resolve(__dirname, '../../../packages/palito/src/react/styles/theme.css'), 'utf8');

describe('canvasColour', () => {
  it('writes colours as a canvas gives them back', () => {
    expect(canvasColour('#ABC')).toBe('#aabbcc');
    expect(canvasColour('#1D4ED8')).toBe('#1d4ed8');
    expect(canvasColour('rgb(29 78 216 / 0.04)')).toBe('rgba(29, 78, 216, 0.04)');
    expect(canvasColour('rgba(1, 2, 3, 50%)')).toBe('rgba(1, 2, 3, 0.5)');
    expect(canvasColour('rgb(255 255 255)')).toBe('#ffffff');
  });
});

describe('themePalette', () => {
  const light = tokensOf(THEME_CSS, '.palito-theme');
  const dark = tokensOf(THEME_CSS, ".palito-theme[data-color-mode='dark']");

  it('finds both token sets in the theme', () => {
    expect(light.get('bg')).toBe('#f6f8fb');
    expect(dark.get('bg')).toBe('#0b1220');
    expect(dark.size).toBeGreaterThan(30);
  });

  it('maps the light tokens as the editor does, line colours resolved from the graph style', () => {
    const palette = themePalette('light', {...DEFAULT_EDGE_COLORS}, THEME_CSS)!;
    expect(palette.background).toBe(light.get('bg'));
    expect(palette.zoneFill).toBe(light.get('surface-muted'));
    expect(palette.nodeStroke).toBe(light.get('node-border'));
    expect(palette.edges['inter-zone']).toBe(light.get('edge-inter-zone'));
    expect(palette.status.error).toBe(light.get('status-error'));
  });

  it('gives dark its own tokens, the light ones where dark sets none', () => {
    const palette = themePalette('dark', {...DEFAULT_EDGE_COLORS, 'intra-cbs': '#123456'}, THEME_CSS)!;
    expect(palette.background).toBe('#0b1220');
    expect(palette.text).toBe(dark.get('text'));
    expect(palette.changes?.ink).toBe(dark.get('change-ink'));
    expect(palette.highlight?.lit).toBe(dark.get('highlight'));
    expect(palette.edges['intra-cbs']).toBe('#123456');
    expect(palette.edges['inter-cbs']).toBe(dark.get('edge-inter-cbs'));
    for (const value of [palette.background, palette.zoneFill, palette.cbsFill, palette.nodeFill, palette.text, palette.mutedText]) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is absent without a stylesheet, so the export keeps its light palette', () => {
    expect(themePalette('dark', {...DEFAULT_EDGE_COLORS}, '')).toBeUndefined();
  });
});
