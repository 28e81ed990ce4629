/**
 * A Prism theme's styles for one language, by token type, and a token's style from them: as
 * prism-react-renderer's Highlight computes them (its themeToDict and getTokenProps).
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

export type StyleDictionary = Record<string, CSSProperties> & {plain: CSSProperties};

export function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  // A line's style: the theme's plain colours without the block's background.
  return {...dictionary, plain: {...theme.plain, backgroundColor: undefined}};
}

/** A token's style, as prism-react-renderer's getTokenProps gives it, to the letter. */
export function tokenStyle(styles: StyleDictionary, types: string[], empty: boolean | undefined): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return styles[types[0]];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => styles[type]));
}
