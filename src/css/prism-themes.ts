/**
 * Code block colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes with the
 * token colours that fell short of WCAG AA darkened (light) or lightened (dark) until every token
 * reaches 4.5:1 on the block's background and on a highlighted line's (custom.css's
 * --docusaurus-highlighted-code-line-bg over it). Prism sets these colours inline on each token,
 * so the site's CSS cannot correct them afterwards. tests/e2e/routes.spec.ts scans every page with axe.
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

// On #f6f8fa and on a highlighted line (about #e2e4e6): comment 6.0 / 5.0, string 6.2 / 5.2,
// property 5.6 / 4.9, keyword 6.6 / 5.6, function 6.3 / 5.3.
export const lightCodeTheme = recolour(themes.github, {
  comment: '#57606a',
  string: '#b3135e',
  property: '#116b6a',
  atrule: '#035d8c',
  function: '#b31d28',
});

// Dracula's comment colour (3.0:1 on #282a36) raised to 5.9:1.
export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#9aa5ce',
});
