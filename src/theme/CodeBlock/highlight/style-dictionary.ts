/**
 * A Prism theme's styles for one language, by token type: what prism-react-renderer's Highlight
 * builds on every render, built here once per theme and language.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

export type StyleDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

export function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/** A token's style, as prism-react-renderer's getTokenProps gives it, to the letter. */
export function tokenStyle(styles: StyleDictionary, types: string[], empty: boolean | undefined): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return styles[types[0]];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => styles[type]));
}
