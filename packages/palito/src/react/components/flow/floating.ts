// Floating edge ends (as in xyflow's "floating edges" example): a line leaves a box where the
// straight line between the two box centres crosses the box's border, on the side it crosses.
// The geometry is export/edge-geometry.ts's, so the canvas and the exported SVG draw the same
// lines; this file only reads the boxes from React Flow's internal nodes.

import type {InternalNode} from '@xyflow/react';
import type {Rect} from '../../../engine';
import {floatingEnds as floatingEndsOfBoxes, type EdgeEnds} from '../../../export';

export type {EdgeEnds};
export {polylinePath} from '../../../export';

export function boxOf(node: InternalNode): Rect {
  const {x, y} = node.internals.positionAbsolute;
  return {x, y, width: node.measured.width ?? node.width ?? 0, height: node.measured.height ?? node.height ?? 0};
}

export function floatingEnds(source: InternalNode, target: InternalNode): EdgeEnds {
  return floatingEndsOfBoxes(boxOf(source), boxOf(target));
}
