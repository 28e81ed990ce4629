/**
 * The export's colours, read from the editor on screen: its theme tokens (light or dark, and any
 * the page overrides) and the graph style's line colours. So the picture looks like the diagram.
 */
import type {EdgeKind} from '../model';
import type {SvgPalette} from '../export';

const EDGE_KINDS: EdgeKind[] = ['intra-cbs', 'inter-cbs', 'inter-zone'];

/**
 * Any CSS colour as `#rrggbb` or `rgba(...)`, which every SVG reader understands (the tokens use
 * CSS Color 4 forms such as `rgb(29 78 216 / 0.04)`). A 2D canvas does the conversion.
 */
function normaliser(): (colour: string) => string {
  const context = document.createElement('canvas').getContext('2d');
  return (colour) => {
    if (!context || !colour) return colour;
    context.fillStyle = '#000000';
    context.fillStyle = colour;
    return String(context.fillStyle);
  };
}

/**
 * @param themeRoot the element carrying Palito's tokens (`.palito-theme`)
 * @param edgeColors the graph style's line colours; `var(--token)` values are resolved here
 */
export function paletteFromTheme(themeRoot: Element, edgeColors: Record<EdgeKind, string>): SvgPalette {
  const style = getComputedStyle(themeRoot);
  const normalise = normaliser();
  const token = (name: string) => normalise(style.getPropertyValue(`--palito-${name}`).trim());
  const resolve = (value: string) => {
    const variable = /^var\((--[\w-]+)\)$/.exec(value.trim());
    return normalise(variable ? style.getPropertyValue(variable[1]).trim() : value);
  };
  // The canvas's own background where it has one (React Flow paints the pane), else the theme's.
  const canvas = themeRoot.querySelector('.react-flow');
  const canvasBackground = canvas ? getComputedStyle(canvas).backgroundColor : '';
  const transparent = !canvasBackground || canvasBackground === 'transparent' || /^rgba\(.*,\s*0\)$/.test(canvasBackground);
  const edges = Object.fromEntries(EDGE_KINDS.map((kind) => [kind, resolve(edgeColors[kind])])) as Record<EdgeKind, string>;
  return paletteFromTokens(token, transparent ? token('bg') : normalise(canvasBackground), edges);
}

/**
 * Which token paints which part of the files. Also used where the tokens are read from the
 * stylesheet instead of a page (the command line, cli/theme-palette.ts).
 *
 * @param token a token's value, by its name without `--palito-`
 */
export function paletteFromTokens(token: (name: string) => string, background: string, edges: Record<EdgeKind, string>): SvgPalette {
  return {
    background,
    zoneFill: token('surface-muted'),
    zoneStroke: token('zone-border'),
    cbsFill: token('surface'),
    cbsStroke: token('cbs-border'),
    nodeFill: token('node-bg'),
    nodeStroke: token('node-border'),
    text: token('text'),
    mutedText: token('text-muted'),
    edges,
    status: {
      normal: token('status-normal'),
      warning: token('status-warning'),
      error: token('status-error'),
      offline: token('status-offline'),
    },
    changes: {
      added: token('change-added'),
      removed: token('change-removed'),
      changed: token('change-changed'),
      moved: token('change-moved'),
      ink: token('change-ink'),
    },
    highlight: {lit: token('highlight'), failure: token('failure')},
  };
}
