/**
 * Code block colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes with the
 * token colours that fell short of WCAG AA darkened (light) or lightened (dark) until every token
 * reaches 4.5:1 on the block's background and on a highlighted line's (custom.css's
 * --docusaurus-highlighted-code-line-bg over it). Prism sets these colours inline on each token,
 * so the site's CSS cannot correct them afterwards. tests/unit/site/code-contrast.test.ts checks
 * every token colour of both themes; tests/e2e/routes.spec.ts scans the pages with axe.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the colour of the styles that list any of `types` (other properties are kept). */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const type = entry.types.find((t) => t in colours);
      return type ? {...entry, style: {...entry.style, color: colours[type]}} : entry;
    }),
  };
}

/** Drops the opacity of the styles that list `type` (their colour then counts as it is). */
function opaque(theme: PrismTheme, type: string): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      if (!entry.types.includes(type)) return entry;
      const {opacity: _dropped, ...style} = entry.style;
      return {...entry, style};
    }),
  };
}

// On #f6f8fa and on a highlighted line (about #e2e4e6): comment 6.0 / 5.0, string 6.2 / 5.2,
// property 5.6 / 4.9, keyword 6.6 / 5.6, function 6.3 / 5.3.
// GitHub draws namespaces in the text colour at 70 % opacity: 4.5 / 4.1, short of 4.5:1 (found by
// tests/unit/site/code-contrast.test.ts, which checks every token colour, not only those the docs
// use today). Drawn opaque in the comments' grey instead.
export const lightCodeTheme = recolour(opaque(themes.github, 'namespace'), {
  comment: '#57606a',
  string: '#b3135e',
  property: '#116b6a',
  atrule: '#035d8c',
  function: '#b31d28',
  namespace: '#57606a',
});

// Dracula's comment colour (3.0:1 on #282a36) raised to 5.9:1.
export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#9aa5ce',
});
