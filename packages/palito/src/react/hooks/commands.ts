// Everything a toolbar button, menu item or shortcut can do. Implemented in
// ../components/Palito/use-commands.ts (it needs the React Flow instance); the Sidebar and menus
// call it through the context.

import type {NodeStatus, ViewKind} from '../../model';

export interface MenuAnchor {
  x: number;
  y: number;
}

export interface PalitoCommands {
  fitView(): void;
  zoomIn(): void;
  zoomOut(): void;
  setView(view: ViewKind, zoneId?: string): void;
  toggleView(): void;
  setZone(zoneId: string): void;
  nextZone(): void;
  prevZone(): void;
  hideSelection(): void;
  hide(nodeIds: string[]): void;
  showAll(): void;
  undo(): void;
  /** Lays the view out afresh after an inventory update (usePalito().tidyUp()), and says so. */
  tidyUp(): void;
  redo(): void;
  clearSelection(): void;
  /** Selects an asset and brings it into view (switching zone in Zone View, showing it if hidden). */
  focusNode(nodeId: string): void;
  /** An arrow key's stop: selects the asset, brings it to the middle at the zoom on screen, and says what it is. */
  stepTo(nodeId: string): void;
  showInZoneView(nodeId: string): void;
  setStatus(nodeId: string, status: NodeStatus): void;
  copyId(nodeId: string): void;
  /** "Trace to…": the trace starts at this asset; the next asset picked (clicked, found, selected) ends it. */
  traceFrom(nodeId: string): void;
  /** Ends the trace begun by traceFrom at this asset, and highlights the paths. */
  traceTo(nodeId: string): void;
  /** Forgets a "Trace to…" still waiting for its other end. */
  cancelTrace(): void;
  /** "What if this fails?" on these assets. */
  showImpact(nodeIds: string[]): void;
  /** The single points of failure of the view on screen (the zone, in Zone View). */
  showSinglePoints(): void;
  clearHighlight(): void;
  openHelp(): void;
  closeHelp(): void;
  openNodeMenu(nodeId: string, at?: MenuAnchor): void;
  openCanvasMenu(at?: MenuAnchor): void;
  closeMenu(): void;
  /** Says something to screen readers, and shows it briefly. */
  announce(message: string): void;
  /** The asset the next layout should centre on (consumed by the canvas). */
  takePendingFocus(): string | null;
}
