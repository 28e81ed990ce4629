/**
 * prism-react-renderer's Highlight (MIT licence) on the site's own Prism (./prism.ts), with the
 * same render props, so the theme's CodeBlock parts draw it unchanged. Two differences: it never
 * loads prism-react-renderer's bundled Prism, and the theme's style dictionary is kept while the
 * theme and the language stay the same, so getLineProps and getTokenProps are the same functions
 * from one render to the next (the original builds them anew on every render).
 */
import {useCallback, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import Prism from './prism';
import {normalizeTokens} from './normalize-tokens';

type StyleDictionary = Record<string, React.CSSProperties> & {root: React.CSSProperties; plain: React.CSSProperties};

/** The theme's styles for one language, by token type. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: Record<string, React.CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as unknown[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as Parameters<typeof normalizeTokens>[0]);
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

export function Highlight({code, language: anyCase, theme, children}: HighlightProps): ReactNode {
  const language = anyCase.toLowerCase();
  const styles = useMemo(() => styleDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenize(code, language), [code, language]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    [styles],
  );

  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const {types, empty} = token;
      let tokenStyle: React.CSSProperties | undefined;
      // As prism-react-renderer styles a token, to the letter.
      if (types.length === 1 && types[0] === 'plain') tokenStyle = empty != null ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty != null) tokenStyle = styles[types[0]];
      else tokenStyle = Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => styles[type]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [styles],
  );

  return children({tokens, className: `prism-code language-${language}`, style: styles.root, getLineProps, getTokenProps});
}
