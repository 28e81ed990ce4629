// yEd's graphics in the GraphML export: the realizers it draws (shape nodes, group nodes with their
// open and closed states), labels, geometry and line types. Graph tools reading the file as data
// skip all of this.

import type {EdgeKind} from '../model';
import type {LayoutStub, Rect} from '../engine';
import {round2 as n} from './diagram-fields';
import {EDGE_DASHES} from './edge-style';
import {yedText} from './yed-plain-text';

/** yEd's line types for the canvas's dash patterns: solid, dashed, or dots (a dash shorter than its gap). */
export function lineType(kind: EdgeKind): string {
  const dash = EDGE_DASHES[kind];
  if (!dash) return 'line';
  const [on, off] = dash.split(/\s+/).map(Number);
  return on < off / 2 ? 'dotted' : 'dashed';
}

const geometry = (box: Rect) => `<y:Geometry x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"/>`;

export interface LabelLook {
  colour: string;
  size: number;
  /** yEd's label model and position: internal c / tl / bl, or sides n / s / e / w. */
  model: 'internal' | 'sides';
  position: string;
  alignment?: 'left' | 'center' | 'right';
}

export const nodeLabel = (label: string, look: LabelLook) =>
  `<y:NodeLabel alignment="${look.alignment ?? 'center'}" autoSizePolicy="content" fontFamily="Dialog" fontSize="${look.size}" fontStyle="bold" hasBackgroundColor="false" hasLineColor="false" modelName="${look.model}" modelPosition="${look.position}" textColor="${look.colour}" visible="true">${yedText(label)}</y:NodeLabel>`;

/** yEd's label place for a stub: beside it, outside the zone it sits on (as on the canvas). */
export const STUB_LABEL_SIDE: Record<LayoutStub['side'], string> = {top: 'n', bottom: 's', left: 'w', right: 'e'};

/** A rounded box: an asset, a stub or a bundle's frame. */
export const shapeNode = (box: Rect, fill: string, border: string, borderType: string, width: number, label: string) =>
  `<y:ShapeNode>${geometry(box)}<y:Fill color="${fill}" transparent="false"/>` +
  `<y:BorderStyle color="${border}" type="${borderType}" width="${width.toFixed(1)}"/>${label}<y:Shape type="roundrectangle"/></y:ShapeNode>`;

/** A group's Insets: the room between its box and what it holds, so yEd's auto-bounds keep the box. */
function insets(box: Rect, inner: Rect[]): string {
  const edge = (value: number) => Math.max(0, Math.round(value));
  const [top, left, bottom, right] = inner.length
    ? [
        edge(Math.min(...inner.map((r) => r.y)) - box.y),
        edge(Math.min(...inner.map((r) => r.x)) - box.x),
        edge(box.y + box.height - Math.max(...inner.map((r) => r.y + r.height))),
        edge(box.x + box.width - Math.max(...inner.map((r) => r.x + r.width))),
      ]
    : [0, 0, 0, 0];
  return `<y:Insets bottom="${bottom}" bottomF="${bottom}.0" left="${left}" leftF="${left}.0" right="${right}" rightF="${right}.0" top="${top}" topF="${top}.0"/>`;
}

/** How a zone or CBS box is drawn: colours as yEd writes them, its border and its label element. */
export interface GroupLook {
  fill: string;
  stroke: string;
  borderType: 'line' | 'dashed';
  label: string;
}

/**
 * A zone's or CBS's GroupNode realizer, open (its box, with insets up to what it holds: `inner`)
 * or closed (yEd's folded 160 × 48 box).
 */
export function groupRealizer(box: Rect, look: GroupLook, closed: boolean, inner: Rect[]): string {
  return (
    `<y:GroupNode>${closed ? geometry({x: box.x, y: box.y, width: 160, height: 48}) : geometry(box)}` +
    `<y:Fill color="${look.fill}" transparent="false"/><y:BorderStyle color="${look.stroke}" type="${look.borderType}" width="1.0"/>` +
    `${look.label}<y:Shape type="roundrectangle"/>` +
    `<y:State closed="${closed}" closedHeight="48.0" closedWidth="160.0" innerGraphDisplayEnabled="false"/>` +
    `${closed ? insets(box, []) : insets(box, inner)}` +
    `<y:BorderInsets bottom="0" bottomF="0.0" left="0" leftF="0.0" right="0" rightF="0.0" top="0" topF="0.0"/></y:GroupNode>`
  );
}
