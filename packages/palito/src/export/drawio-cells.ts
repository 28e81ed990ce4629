// The draw.io export's cells before they are written: the page, zones and CBS groups as
// containers holding their cells in drawing order, and the cells lines may end on. Geometry is
// relative to the parent, as draw.io keeps it.

import type {Point, Rect} from '../engine';
import {round2 as n} from './diagram-fields';
import {xmlAttribute as attr} from './svg-text';

/** A cell other cells may sit in or end on; its children's geometry is relative to its origin. */
export interface Cell {
  id: string;
  x: number;
  y: number;
  /** The container it sits in; none for the page (cell 1). */
  parent?: Container;
}

/** The page, a zone or a CBS, with its children in drawing order (drawio-write.ts). */
export interface Container extends Cell {
  kind: 'page' | 'zone' | 'cbs';
  /** This container's own cell, written by its parent. */
  xml: string;
  groups: Container[];
  /** Bundles (in a CBS) and stubs (on the page). */
  shapes: string[];
  assets: string[];
  lines: string[];
}

export const container = (kind: Container['kind'], id: string, box: Point, xml = '', parent?: Container): Container => ({
  kind,
  id,
  x: box.x,
  y: box.y,
  parent,
  xml,
  groups: [],
  shapes: [],
  assets: [],
  lines: [],
});

/** The innermost container holding both cells: the edge's parent, as draw.io itself chooses it. */
export function commonParent(a: Cell, b: Cell, page: Container): Container {
  const around = new Set<Container>();
  for (let c = a.parent; c; c = c.parent) around.add(c);
  for (let c = b.parent; c; c = c.parent) if (around.has(c)) return c;
  return page;
}

/** The box relative to its parent's origin. */
export const geometry = (box: Rect, parent: Cell) =>
  `<mxGeometry x="${n(box.x - parent.x)}" y="${n(box.y - parent.y)}" width="${n(box.width)}" height="${n(box.height)}" as="geometry"/>`;

/** A shape cell (a container, a bundle, a stub) with its label and style. */
export const vertex = (id: string, value: string, look: string, parent: Cell, box: Rect) =>
  `<mxCell id="${id}" value="${attr(value)}" style="${attr(look)}" vertex="1" parent="${parent.id}">${geometry(box, parent)}</mxCell>`;
