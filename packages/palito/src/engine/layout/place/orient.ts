// Mirrors a CBS's content across the flow (top-bottom for RIGHT, left-right for DOWN) when that
// brings the assets with outside connections nearer to where those connections go. The flow
// direction itself is kept: it is the caller's choice.

import type {Edge} from '../../model/types';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';
import type {EdgeIndex} from './edge-index';
import {nodeCentre, type CbsFrame} from './frames';

/** Each round re-decides every CBS against its neighbours' latest choice. */
const ROUNDS = 2;

interface OutsideLink {
  nodeId: string;
  edge: Edge;
  otherId: string;
}

export function orientFrames(
  frames: ReadonlyMap<string, CbsFrame>,
  index: EdgeIndex,
  /** Where an edge goes when its other end is not in any frame (a stub in Zone View). */
  outsidePoint: (edge: Edge, insideNodeId: string) => Point | undefined,
  m: LayoutMetrics,
): void {
  const linksByCbs = new Map<string, OutsideLink[]>();
  for (const frame of frames.values()) {
    const links: OutsideLink[] = [];
    for (const nodeId of frame.local.positions.keys()) {
      for (const edge of index.byNode.get(nodeId) ?? []) {
        const otherId = edge.source === nodeId ? edge.target : edge.source;
        if (index.nodeById.get(otherId)?.cbsId !== frame.cbsId) links.push({nodeId, edge, otherId});
      }
    }
    if (links.length) linksByCbs.set(frame.cbsId, links);
  }

  // Only the frames' mirroring changes here, so each asset has two centres: each worked out once
  // (a file may hold 200,000 links leaving their CBS, each measured four times a round).
  const centres = new Map<string, [Point?, Point?]>();
  const centreOf = (frame: CbsFrame, nodeId: string): Point => {
    let pair = centres.get(nodeId);
    if (!pair) centres.set(nodeId, (pair = [undefined, undefined]));
    const side = frame.mirrored ? 1 : 0;
    return (pair[side] ??= nodeCentre(frame, nodeId, m));
  };
  const otherEnd = (link: OutsideLink): Point | undefined => {
    const otherFrame = frames.get(index.nodeById.get(link.otherId)?.cbsId ?? '');
    return otherFrame ? centreOf(otherFrame, link.otherId) : outsidePoint(link.edge, link.nodeId);
  };
  const lengthOf = (frame: CbsFrame, links: OutsideLink[]) => {
    let total = 0;
    for (const link of links) {
      const far = otherEnd(link);
      if (!far) continue;
      const near = centreOf(frame, link.nodeId);
      total += Math.hypot(near.x - far.x, near.y - far.y);
    }
    return total;
  };

  for (let round = 0; round < ROUNDS; round++) {
    for (const [cbsId, links] of linksByCbs) {
      const frame = frames.get(cbsId)!;
      const current = lengthOf(frame, links);
      frame.mirrored = !frame.mirrored;
      if (lengthOf(frame, links) >= current) frame.mirrored = !frame.mirrored;
    }
  }
}
