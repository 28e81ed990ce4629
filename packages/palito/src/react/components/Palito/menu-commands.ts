// The commands that open and close the shortcut help and the context menus. A menu opened from
// the keyboard has no pointer position: it is placed by its asset, or in the canvas.

import type {MenuAnchor, PalitoCommands} from '../../hooks/commands';
import type {CommandContext} from './command-context';

type MenuCommands = Pick<PalitoCommands, 'openHelp' | 'closeHelp' | 'openNodeMenu' | 'openCanvasMenu' | 'closeMenu'>;

export function menuCommands(c: CommandContext): MenuCommands {
  const h = c.host;
  return {
    openHelp: () => {
      h().setMenu(null);
      h().setHelp(true);
    },
    closeHelp: () => h().setHelp(false),
    openNodeMenu(nodeId, at) {
      const anchor = at ?? anchorOfNode(c, nodeId) ?? anchorOfCanvas(c);
      h().setMenu({kind: 'node', nodeId, ...anchor, opener: document.activeElement});
    },
    openCanvasMenu(at) {
      h().setMenu({kind: 'canvas', ...(at ?? anchorOfCanvas(c)), opener: document.activeElement});
    },
    closeMenu: () => h().setMenu(null),
  };
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

/** Under the asset's box, near its left edge; none when it is not drawn as a component. */
function anchorOfNode(c: CommandContext, nodeId: string): MenuAnchor | undefined {
  const element = c.host().root.current?.querySelector(`[data-node-id="${cssEscape(nodeId)}"]`);
  if (!element) return undefined;
  const rect = element.getBoundingClientRect();
  return {x: rect.left + Math.min(24, rect.width / 2), y: rect.bottom + 4};
}

/** In the middle of the canvas, a third of the way down. */
function anchorOfCanvas(c: CommandContext): MenuAnchor {
  const canvas = c.host().root.current?.querySelector('[data-testid="palito-canvas"]');
  const rect = canvas?.getBoundingClientRect();
  return rect ? {x: rect.left + rect.width / 2, y: rect.top + rect.height / 3} : {x: 0, y: 0};
}
