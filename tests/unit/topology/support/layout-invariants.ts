// The promises every layout keeps, checked from the outside: each returns a list of violations
// (empty when all is well), so a failing test shows what broke, not just that something did.

import {contains, overlaps} from '../../../../packages/palito/src/engine/layout/geometry/rects';
import type {Rect, TopologyLayout} from '../../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../../packages/palito/src/engine/model/types';

const EPSILON = 0.5;

function name(r: Rect & {id: string}): string {
  return `${r.id}@(${r.x},${r.y} ${r.width}x${r.height})`;
}

function siblingsOverlap<T extends Rect & {id: string}>(boxes: readonly T[], what: string, out: string[]): void {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].x < sorted[i].x + sorted[i].width; j++) {
      if (overlaps(sorted[i], sorted[j])) out.push(`${what} overlap: ${name(sorted[i])} and ${name(sorted[j])}`);
    }
  }
}

export function layoutViolations(layout: TopologyLayout, project: Project): string[] {
  const out: string[] = [];
  const groups = new Map(layout.groups.map((g) => [g.id, g]));
  const zoneIds = layout.view === 'zone' ? new Set([layout.zoneId!]) : new Set(project.zones.map((z) => z.id));
  const expectedNodes = project.nodes.filter((n) => zoneIds.has(n.zoneId));
  const nodeById = new Map(project.nodes.map((n) => [n.id, n]));

  // Everything present exactly once, with the right parent.
  const drawn = new Map<string, number>();
  for (const node of layout.nodes) drawn.set(node.id, (drawn.get(node.id) ?? 0) + 1);
  for (const node of expectedNodes) if (drawn.get(node.id) !== 1) out.push(`node ${node.id} drawn ${drawn.get(node.id) ?? 0} times`);
  if (layout.nodes.length !== expectedNodes.length) out.push(`${layout.nodes.length} nodes drawn, ${expectedNodes.length} expected`);
  for (const cbs of project.cbs) if (zoneIds.has(cbs.zoneId) && groups.get(cbs.id)?.kind !== 'cbs') out.push(`cbs ${cbs.id} missing`);
  for (const zoneId of zoneIds) if (groups.get(zoneId)?.kind !== 'zone') out.push(`zone ${zoneId} missing`);
  const seenParents = new Set<string>();
  for (const group of layout.groups) {
    if (group.parentId && !seenParents.has(group.parentId)) out.push(`group ${group.id} listed before its parent`);
    seenParents.add(group.id);
  }

  // Containment: asset in its CBS box, CBS box in its zone box, everything in the bounds.
  for (const node of layout.nodes) {
    const expected = nodeById.get(node.id)?.cbsId;
    if (node.parentId !== expected) out.push(`node ${node.id} has parent ${node.parentId}, expected ${expected}`);
    const parent = groups.get(node.parentId);
    if (!parent || !contains(parent, node, EPSILON)) out.push(`node ${name(node)} outside its CBS ${parent && name(parent)}`);
    if (node.width <= 0 || node.height <= 0) out.push(`node ${node.id} has no size`);
  }
  for (const group of layout.groups) {
    if (group.kind !== 'cbs') continue;
    const expected = project.cbs.find((c) => c.id === group.id)?.zoneId;
    if (group.parentId !== expected) out.push(`cbs ${group.id} has parent ${group.parentId}, expected ${expected}`);
    const zone = groups.get(group.parentId ?? '');
    if (!zone || !contains(zone, group, EPSILON)) out.push(`cbs ${name(group)} outside its zone`);
  }
  const bounds = layout.bounds;
  for (const box of [...layout.groups, ...layout.nodes, ...layout.stubs]) {
    if (!contains(bounds, box, EPSILON)) out.push(`${name(box)} outside the bounds`);
  }
  if (bounds.x !== 0 || bounds.y !== 0) out.push('bounds do not start at (0, 0)');

  // No overlaps among siblings.
  const nodesByCbs = new Map<string, typeof layout.nodes>();
  for (const node of layout.nodes) nodesByCbs.set(node.parentId, [...(nodesByCbs.get(node.parentId) ?? []), node]);
  for (const [cbsId, nodes] of nodesByCbs) siblingsOverlap(nodes, `assets of ${cbsId}`, out);
  const cbsByZone = new Map<string, typeof layout.groups>();
  for (const g of layout.groups) if (g.kind === 'cbs') cbsByZone.set(g.parentId!, [...(cbsByZone.get(g.parentId!) ?? []), g]);
  for (const [zoneId, boxes] of cbsByZone) siblingsOverlap(boxes, `CBS boxes of ${zoneId}`, out);
  siblingsOverlap(layout.groups.filter((g) => g.kind === 'zone'), 'zones', out);
  siblingsOverlap([...layout.stubs, ...layout.groups.filter((g) => g.kind === 'cbs')], 'stubs and CBS boxes', out);

  // Stubs straddle the zone border, one per other zone.
  for (const stub of layout.stubs) {
    const zone = groups.get(stub.parentId);
    if (!zone) {
      out.push(`stub ${stub.id} without its zone`);
      continue;
    }
    const cx = stub.x + stub.width / 2;
    const cy = stub.y + stub.height / 2;
    const onBorder = {
      left: Math.abs(cx - zone.x) < EPSILON && cy > zone.y && cy < zone.y + zone.height,
      right: Math.abs(cx - zone.x - zone.width) < EPSILON && cy > zone.y && cy < zone.y + zone.height,
      top: Math.abs(cy - zone.y) < EPSILON && cx > zone.x && cx < zone.x + zone.width,
      bottom: Math.abs(cy - zone.y - zone.height) < EPSILON && cx > zone.x && cx < zone.x + zone.width,
    }[stub.side];
    if (!onBorder) out.push(`stub ${name(stub)} is not on the ${stub.side} border of ${name(zone)}`);
  }
  if (new Set(layout.stubs.map((s) => s.zoneId)).size !== layout.stubs.length) out.push('two stubs for one zone');

  // Edges: both ends drawn; routes start at the source box and end at the target box.
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
  const touches = (r: Rect, p: {x: number; y: number}) => contains({x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2}, {x: p.x, y: p.y, width: 0, height: 0});
  for (const edge of layout.edges) {
    const source = boxes.get(edge.source);
    const target = boxes.get(edge.target);
    if (!source || !target) {
      out.push(`edge ${edge.id} has an end that is not drawn`);
      continue;
    }
    if (edge.points) {
      if (edge.points.length < 2) out.push(`edge ${edge.id} route has fewer than 2 points`);
      else if (!touches(source, edge.points[0]) || !touches(target, edge.points[edge.points.length - 1])) {
        out.push(`edge ${edge.id} route does not run from its source to its target`);
      }
    }
  }
  return out;
}
