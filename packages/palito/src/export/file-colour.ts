/**
 * The palette's colours as draw.io and yEd take them. A palette holds `#rrggbb` (LIGHT_PALETTE) or,
 * read from the theme, `rgba(r, g, b, a)` (palette-from-theme.ts); draw.io's styles and yEd want
 * hex, with the opacity apart (draw.io) or as a fourth byte (yEd).
 */

export interface FileColour {
  /** `#rrggbb`, lower case. */
  hex: string;
  /** 0 to 1. */
  alpha: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

const byte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const hex2 = (value: number) => byte(value).toString(16).padStart(2, '0');

/** The colour, or `fallback` when it is none of the forms above (a named colour, a gradient). */
export function fileColour(colour: string, fallback: string): FileColour {
  const value = colour.trim();
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const alpha = digits.length === 8 ? parseInt(digits.slice(6), 16) / 255 : 1;
    return {hex: `#${digits.slice(0, 6).toLowerCase()}`, alpha};
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    // A number, or a percentage of `whole`.
    const amount = (v: string, whole: number) => (v.endsWith('%') ? (parseFloat(v) * whole) / 100 : parseFloat(v));
    const channel = (v: string) => amount(v, 255);
    const alpha = rgb[4] === undefined ? 1 : amount(rgb[4], 1);
    return {hex: `#${hex2(channel(rgb[1]))}${hex2(channel(rgb[2]))}${hex2(channel(rgb[3]))}`, alpha: Math.max(0, Math.min(1, alpha))};
  }
  return value === fallback ? {hex: '#000000', alpha: 1} : fileColour(fallback, '#000000');
}

/** yEd's form: `#RRGGBB`, or `#RRGGBBAA` when not opaque; `opacity` multiplies the colour's own. */
export function yedColour(colour: string, fallback: string, opacity = 1): string {
  const {hex, alpha} = fileColour(colour, fallback);
  const a = alpha * opacity;
  return (a >= 1 ? hex : hex + hex2(a * 255)).toUpperCase();
}
