// Where a CBS's content sits inside its box, and how its local layout maps to the canvas,
// including the optional mirror across the flow (see orient.ts).

import type {LocalLayout} from './compose-cbs';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';

/** Rough title widths (13 px UI font): Hangul is about square, Latin about half as wide. */
const WIDE_CHAR_WIDTH = 13;
const NARROW_CHAR_WIDTH = 7.5;

export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! > 0x2e80 ? WIDE_CHAR_WIDTH : NARROW_CHAR_WIDTH;
  return Math.ceil(width);
}

/** Offset of a CBS's content (its assets) from the box's top-left corner. */
export function cbsContentOrigin(m: LayoutMetrics): Point {
  return {x: m.cbsPadding, y: m.cbsHeader + m.cbsPadding / 2};
}

export function cbsBoxSize(local: LocalLayout, title: string, m: LayoutMetrics): {width: number; height: number} {
  const origin = cbsContentOrigin(m);
  return {
    width: Math.max(local.width + 2 * m.cbsPadding, estimateTextWidth(title) + 2 * m.cbsPadding),
    height: origin.y + local.height + m.cbsPadding,
  };
}

/** Offset of a zone's content (its CBS boxes) from the zone box's top-left corner. */
export function zoneContentOrigin(m: LayoutMetrics): Point {
  return {x: m.zonePadding, y: m.zoneHeader + m.zonePadding / 2};
}

export function zoneBoxSize(contentWidth: number, contentHeight: number, title: string, m: LayoutMetrics) {
  const origin = zoneContentOrigin(m);
  return {
    width: Math.max(contentWidth + 2 * m.zonePadding, estimateTextWidth(title) + 2 * m.zonePadding),
    height: origin.y + contentHeight + m.zonePadding,
  };
}

/**
 * A CBS laid out on the canvas: its box's top-left corner and size, and whether its content is
 * mirrored across the flow direction (top-bottom for RIGHT, left-right for DOWN).
 */
export interface CbsFrame {
  cbsId: string;
  zoneId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  mirrored: boolean;
  local: LocalLayout;
}

/** Maps a point of the local layout (a node corner or a route point) into the canvas. */
export function toCanvas(frame: CbsFrame, p: Point, m: LayoutMetrics, size = {width: 0, height: 0}): Point {
  const origin = cbsContentOrigin(m);
  // Centre the content when the title made the box wider than the assets need.
  const slackX = (frame.width - 2 * m.cbsPadding - frame.local.width) / 2;
  let {x, y} = p;
  if (frame.mirrored) {
    if (m.direction === 'RIGHT') y = frame.local.height - y - size.height;
    else x = frame.local.width - x - size.width;
  }
  return {x: frame.x + origin.x + slackX + x, y: frame.y + origin.y + y};
}

/** Canvas centre of an asset whose top-left corner is at `local` in the CBS's own frame. */
export function slotCentre(frame: CbsFrame, local: Point, m: LayoutMetrics): Point {
  const corner = toCanvas(frame, local, m, {width: m.nodeWidth, height: m.nodeHeight});
  return {x: corner.x + m.nodeWidth / 2, y: corner.y + m.nodeHeight / 2};
}

/** Centre of an asset on the canvas. */
export function nodeCentre(frame: CbsFrame, nodeId: string, m: LayoutMetrics): Point {
  return slotCentre(frame, frame.local.positions.get(nodeId)!, m);
}

/** Centre of an asset measured from its CBS box's top-left corner, unmirrored: for placement costs. */
export function nodeOffsetInBox(local: LocalLayout, boxWidth: number, nodeId: string, m: LayoutMetrics): Point {
  const frame: CbsFrame = {cbsId: local.cbsId, zoneId: '', x: 0, y: 0, width: boxWidth, height: 0, mirrored: false, local};
  return nodeCentre(frame, nodeId, m);
}
