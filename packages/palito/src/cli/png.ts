// PNG on the command line: the SVG the editor exports, drawn by resvg (@resvg/resvg-js, an
// optional dependency with prebuilt binaries, loaded here only, so the other formats never need
// it). The size follows the editor's toPng: twice the SVG's, at most 8000 px a side.

import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAX_PNG_SIDE = 8000;

/** Thrown when the rasteriser is not installed; main.ts says so in the reader's language. */
export class RasteriserMissing extends Error {}

interface ResvgModule {
  Resvg: new (svg: string, options: object) => {width: number; height: number; render(): {asPng(): Uint8Array}};
}

/** Families of fonts that cover Hangul, which resvg is told to use first when the system has one. */
const KOREAN_FAMILIES = ['NanumGothic', 'NanumBarunGothic', 'Noto Sans CJK KR', 'Noto Sans KR', 'Source Han Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', 'UnDotum', 'Baekmuk Gulim'];

/** File names of those fonts, for systems without fontconfig (macOS, Windows). */
const KOREAN_FILES = /nanum|notosanscjk|notosanskr|sourcehansans.*kr|applesdgothicneo|malgun|undotum|baekmuk/i;

const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(os.homedir(), '.fonts'), path.join(os.homedir(), '.local/share/fonts'), '/Library/Fonts', '/System/Library/Fonts', path.join(os.homedir(), 'Library/Fonts'), 'C:\\Windows\\Fonts'];

/** A font family on this system that draws Korean, or null. fontconfig answers where it is installed; else the usual font folders are looked through. */
export function koreanFontFamily(): string | null {
  try {
    const listed = execFileSync('fc-list', [':lang=ko', 'family'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000});
    const families = new Set(listed.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
    if (families.size > 0) return KOREAN_FAMILIES.find((family) => families.has(family)) ?? [...families].find((name) => /^[\x20-\x7e]+$/.test(name) && name !== '') ?? null;
  } catch {
    // No fontconfig: look for the files.
  }
  return FONT_DIRS.some((dir) => hasFontFile(dir, 3)) ? 'NanumGothic' : null;
}

function hasFontFile(dir: string, depth: number): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, {withFileTypes: true});
  } catch {
    return false;
  }
  return entries.some((entry) => (entry.isDirectory() ? depth > 0 && hasFontFile(path.join(dir, entry.name), depth - 1) : KOREAN_FILES.test(entry.name)));
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

export interface PngResult {
  png: Uint8Array;
  /** The SVG has Korean text and no Korean font was found: it may come out blank. */
  missingKoreanFont: boolean;
}

/** The root element's width and height (diagramToSvg writes both, in px). */
export function svgSize(svg: string): [number, number] {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)`).exec(root)?.[1] ?? 0);
  return [number('width'), number('height')];
}

export async function svgToPngBytes(svg: string): Promise<PngResult> {
  let resvg: ResvgModule;
  try {
    // An optional dependency: absent, the other formats still work and this one says what to install.
    resvg = (await import('@resvg/resvg-js')) as unknown as ResvgModule;
  } catch {
    throw new RasteriserMissing();
  }
  const korean = HANGUL.test(svg);
  const family = korean ? koreanFontFamily() : null;
  const font = {loadSystemFonts: true, ...(family ? {defaultFontFamily: family, sansSerifFamily: family} : {})};
  const scale = Math.min(2, MAX_PNG_SIDE / Math.max(...svgSize(svg), 1));
  const picture = new resvg.Resvg(svg, {font, fitTo: {mode: 'zoom', value: scale}});
  return {png: picture.render().asPng(), missingKoreanFont: korean && !family};
}
