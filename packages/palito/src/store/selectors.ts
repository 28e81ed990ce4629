// Reading the state: the logic behind usePalito()'s getters, and what the components show.
// Every selector is a pure function of PalitoState.

import {type CurrentProjectData, EDGE_KINDS, type EdgeKind, type GraphStyle, type Node, type NodeStatus, own, type Point, type Project, type SelectedNodeData, type Version, viewKeyOf, type Zone} from '../model';
import {memoizePerScope} from './memo';
import type {PalitoState} from './state';
import {absolutePositions, layoutOnScreen} from './layout-positions';

const editProject = memoizePerScope(
  (
    project: Project | null,
    zones: readonly Zone[] | null,
    statuses: Record<string, NodeStatus>,
    properties: Record<string, Record<string, string>>,
  ): Project | null => {
    if (!project) return null;
    const nodes = project.nodes.map((node) => {
      const status = own(statuses, node.id);
      const extra = own(properties, node.id);
      if (!status && !extra) return node;
      return {
        ...node,
        status: status ?? node.status,
        properties: extra ? {...node.properties, ...extra} : node.properties,
      };
    });
    return {...project, zones: zones ? [...zones] : project.zones, nodes};
  },
);

/** The project with the user's edits: zone names and order, statuses, optional properties. */
export function selectCurrentProject(state: PalitoState): Project | null {
  return editProject(state.scope, state.project, state.zones, state.statuses, state.properties);
}

const nodeIndexes = new WeakMap<Project, Map<string, Node>>();
const EMPTY_INDEX = new Map<string, Node>();

function nodeIndex(project: Project | null): Map<string, Node> {
  if (!project) return EMPTY_INDEX;
  let index = nodeIndexes.get(project);
  if (!index) nodeIndexes.set(project, (index = new Map(project.nodes.map((n) => [n.id, n]))));
  return index;
}

export function selectNodeById(state: PalitoState, id: string): Node | undefined {
  return nodeIndex(selectCurrentProject(state)).get(id);
}

/** Every asset, edits applied, hidden ones included. */
export function selectAllNodes(state: PalitoState): Node[] {
  return [...(selectCurrentProject(state)?.nodes ?? [])];
}

/** The assets of the current zone, edits applied. */
export function selectNodesInCurrentZone(state: PalitoState): Node[] {
  const project = selectCurrentProject(state);
  if (!project || !state.zoneId) return [];
  return project.nodes.filter((node) => node.zoneId === state.zoneId);
}

const selectedData = memoizePerScope((project: Project | null, selection: readonly string[]): SelectedNodeData | null => {
  if (!project) return null;
  const byId = nodeIndex(project);
  const node = selection.map((id) => byId.get(id)).find((n): n is Node => n !== undefined);
  if (!node) return null;
  const zone = project.zones.find((z) => z.id === node.zoneId);
  const cbs = project.cbs.find((c) => c.id === node.cbsId);
  if (!zone || !cbs) return null;
  const analysis = own(project.analysis, node.id) ?? {intraCbs: [], interCbs: [], interZone: []};
  const nodesOf = (ids: string[]) => ids.map((id) => byId.get(id)).filter((n): n is Node => n !== undefined);
  return {
    node,
    zone,
    cbs,
    analysis: {
      intraCbs: nodesOf(analysis.intraCbs),
      interCbs: nodesOf(analysis.interCbs),
      interZone: nodesOf(analysis.interZone),
    },
  };
});

/** The selected asset (the first one, when several are), where it sits and what it connects to. */
export function selectSelectedNodeData(state: PalitoState): SelectedNodeData | null {
  return selectedData(state.scope, selectCurrentProject(state), state.selection);
}

/** The view key of the layout on screen (moves are stored and read under it). */
export function selectScreenViewKey(state: PalitoState): string {
  return state.layout ? viewKeyOf(state.layout.view, state.layout.zoneId) : viewKeyOf(state.view, state.zoneId);
}

const NO_MOVES: Record<string, Point> = {};

/** The moved positions of the view on screen. */
export function selectMoved(state: PalitoState): Record<string, Point> {
  return own(state.positions, selectScreenViewKey(state)) ?? NO_MOVES;
}

export function selectGraphStyle(state: PalitoState): GraphStyle {
  return {...state.graphStyle, edgeColors: {...state.graphStyle.edgeColors}};
}

export function selectCurrentVersion(state: PalitoState): Version | null {
  return state.versions.find((v) => v.id === state.versionId) ?? null;
}

export function selectCurrentProjectData(state: PalitoState): CurrentProjectData | null {
  const project = selectCurrentProject(state);
  if (!project) return null;
  return {
    project: structuredClone(project),
    view: state.view,
    zoneId: state.zoneId,
    positions: state.layout ? absolutePositions(state.layout, selectMoved(state)) : {},
    // layoutOnScreen shares some arrays (edge ids) with the stored layout: hand out a copy.
    layout: state.layout ? structuredClone(layoutOnScreen(state.layout, selectMoved(state))) : null,
    movedPositions: structuredClone(state.positions),
    hidden: [...state.hidden],
    graphStyle: selectGraphStyle(state),
    versions: state.versions.map((version) => structuredClone(version)),
    currentVersionId: state.versionId,
  };
}

export interface Counts {
  assets: number;
  zones: number;
  cbs: number;
  hidden: number;
  edges: Record<EdgeKind, number>;
}

const countsOf = memoizePerScope((project: Project | null, hidden: readonly string[]): Counts => {
  const edges = Object.fromEntries(EDGE_KINDS.map((k) => [k, 0])) as Record<EdgeKind, number>;
  // A hand-made Project's edge may name any kind: only the three are counted (never Object's members).
  for (const edge of project?.edges ?? []) if (Object.hasOwn(edges, edge.kind)) edges[edge.kind] += 1;
  return {
    assets: project?.nodes.length ?? 0,
    zones: project?.zones.length ?? 0,
    cbs: project?.cbs.length ?? 0,
    hidden: hidden.length,
    edges,
  };
});

/** What the footer counts: the whole project (hidden assets included; `hidden` says how many). */
export function selectCounts(state: PalitoState): Counts {
  return countsOf(state.scope, state.project, state.hidden);
}

export function selectCurrentZone(state: PalitoState): Zone | null {
  return selectCurrentProject(state)?.zones.find((z) => z.id === state.zoneId) ?? null;
}

export const selectCanUndo = (state: PalitoState) => state.history.undo.length > 0;
export const selectCanRedo = (state: PalitoState) => state.history.redo.length > 0;
