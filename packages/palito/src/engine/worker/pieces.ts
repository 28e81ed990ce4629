// A big answer from the layout worker travels in pieces. The page reads a message (structured
// clone) in one task, so one message holding a big diagram's result freezes the page while it is
// read. Split into messages of PIECE_ITEMS array items each, every message is a short task, and
// the page answers input between them. The worker sends the pieces first, then the
// answer with those arrays left empty and the number of pieces; the client puts them back.
// Pure: no Worker here (layout.worker.ts and client.ts use it), unit-tested in Node.

import type {Project} from '../model/types';
import type {TopologyResult} from '../pipeline/generate-topology';
import type {TopologyLayout} from '../layout/geometry/types';

/** Items per piece: few enough that reading one stays a short task on a slow machine (bench/README.md). */
export const PIECE_ITEMS = 2500;

/** Where a piece's items go back. `project.analysis` travels as [asset id, analysis] entries. */
export type PiecePath = 'project.nodes' | 'project.edges' | 'project.analysis' | 'layout.nodes' | 'layout.edges';

export interface Piece {
  path: PiecePath;
  items: unknown[];
}

function chunks(path: PiecePath, items: readonly unknown[], size: number): Piece[] {
  const pieces: Piece[] = [];
  for (let from = 0; from < items.length; from += size) pieces.push({path, items: items.slice(from, from + size)});
  return pieces;
}

/** The arrays of a layout, out of it: the layout with them empty, and the pieces. */
function splitLayout(layout: TopologyLayout, size: number): {light: TopologyLayout; pieces: Piece[]} {
  return {
    light: {...layout, nodes: [], edges: []},
    pieces: [...chunks('layout.nodes', layout.nodes, size), ...chunks('layout.edges', layout.edges, size)],
  };
}

function splitProject(project: Project, size: number): {light: Project; pieces: Piece[]} {
  return {
    light: {...project, nodes: [], edges: [], analysis: Object.create(null)},
    pieces: [
      ...chunks('project.nodes', project.nodes, size),
      ...chunks('project.edges', project.edges, size),
      ...chunks('project.analysis', Object.entries(project.analysis), size),
    ],
  };
}

/** A run's result in pieces, or no pieces when it is small enough to go whole. */
export function splitResult(result: TopologyResult, size = PIECE_ITEMS): {light: TopologyResult; pieces: Piece[]} {
  if (!result.ok || result.project.nodes.length + result.project.edges.length <= size) return {light: result, pieces: []};
  const project = splitProject(result.project, size);
  const layout = splitLayout(result.layout, size);
  return {light: {...result, project: project.light, layout: layout.light}, pieces: [...project.pieces, ...layout.pieces]};
}

/** A layout in pieces, or no pieces when it is small enough to go whole. */
export function splitLayoutAnswer(layout: TopologyLayout, size = PIECE_ITEMS): {light: TopologyLayout; pieces: Piece[]} {
  if (layout.nodes.length + layout.edges.length <= size) return {light: layout, pieces: []};
  return splitLayout(layout, size);
}

/** Puts the pieces back into the arrays the split left empty (in place: the answer is the client's own copy). */
export function joinPieces<T extends TopologyResult | TopologyLayout>(answer: T, pieces: readonly Piece[]): T {
  const result = answer as TopologyResult;
  const layout = ('ok' in answer ? (result.ok ? result.layout : undefined) : answer) as TopologyLayout | undefined;
  const project = 'ok' in answer && result.ok ? result.project : undefined;
  // The analysis was sent empty; it arrived as an ordinary object, and an asset may be called
  // `__proto__`: its entries go into a null-prototype record.
  if (project && pieces.some((piece) => piece.path === 'project.analysis')) project.analysis = Object.create(null);
  const arrays: Record<Exclude<PiecePath, 'project.analysis'>, unknown[] | undefined> = {
    'project.nodes': project?.nodes,
    'project.edges': project?.edges,
    'layout.nodes': layout?.nodes,
    'layout.edges': layout?.edges,
  };
  for (const {path, items} of pieces) {
    if (path === 'project.analysis') {
      for (const [id, analysis] of items as [string, Project['analysis'][string]][]) project!.analysis[id] = analysis;
    } else {
      const target = arrays[path]!;
      for (const item of items) target.push(item);
    }
  }
  return answer;
}
