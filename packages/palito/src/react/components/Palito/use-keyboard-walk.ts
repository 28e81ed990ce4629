// The arrow keys on the diagram itself (the canvas region, reached with Tab): from the selected
// asset to the connected one that way (keyboard-walk.ts), at any zoom; Enter opens the asset's
// details (the Sidebar's section, or its menu without a Sidebar). Each stop is selected, brought
// into view and announced. Keys on an asset component, the toolbar or a menu are theirs.

import React, {useCallback} from 'react';
import {layoutOnScreen, selectMoved, selectCurrentProject, type PalitoState, type PalitoStoreApi} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';
import {firstAsset, nextAsset, WALK_KEYS, type WalkPlace} from './keyboard-walk';

let drawn: {layout: unknown; positions: unknown; hidden: unknown; places: Map<string, WalkPlace>} | undefined;

/** The assets drawn in the view on screen, at their centres (moves applied, hidden ones left out). */
function drawnPlaces(state: PalitoState): Map<string, WalkPlace> {
  const {layout, positions, hidden} = state;
  if (drawn && drawn.layout === layout && drawn.positions === positions && drawn.hidden === hidden) return drawn.places;
  const places = new Map<string, WalkPlace>();
  if (layout) {
    const skip = new Set(hidden);
    for (const node of layoutOnScreen(layout, selectMoved(state)).nodes) {
      if (!skip.has(node.id)) places.set(node.id, {id: node.id, cbsId: node.parentId ?? '', x: node.x + node.width / 2, y: node.y + node.height / 2});
    }
  }
  drawn = {layout, positions, hidden, places};
  return places;
}

function linkedPlaces(state: PalitoState, id: string, places: ReadonlyMap<string, WalkPlace>): WalkPlace[] {
  const analysis = selectCurrentProject(state)?.analysis[id];
  if (!analysis) return [];
  return [...analysis.intraCbs, ...analysis.interCbs, ...analysis.interZone].flatMap((other) => places.get(other) ?? []);
}

export function useKeyboardWalk(store: PalitoStoreApi, commands: PalitoCommands, noWay: () => string) {
  return useCallback(
    (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const state = store.getState();
      const places = drawnPlaces(state);
      const current = state.selection.map((id) => places.get(id)).find((place) => place !== undefined);
      if (event.key === 'Enter') {
        if (!current) return;
        const details = event.currentTarget.closest('[data-palito-root]')?.querySelector<HTMLElement>('[data-testid="palito-selected-node"]');
        // A collapsed Sidebar's details cannot take the focus: the asset's menu then.
        if (details && details.offsetParent !== null) details.focus();
        else commands.openNodeMenu(current.id);
      } else {
        const direction = WALK_KEYS[event.key];
        if (!direction) return;
        const sameCbs = current ? [...places.values()].filter((place) => place.cbsId === current.cbsId) : [];
        const next = current ? nextAsset(current, direction, linkedPlaces(state, current.id, places), sameCbs, places.values()) : firstAsset(places.values());
        if (next) commands.stepTo(next.id);
        else commands.announce(noWay());
      }
      event.preventDefault();
      event.stopPropagation();
    },
    [store, commands, noWay],
  );
}
