// The data model the engine produces: a Project of zones, CBS groups, nodes and edges.
// Plain serialisable objects only (they cross the worker boundary by structured clone).

export type NodeStatus = 'normal' | 'warning' | 'error' | 'offline';

/** The three relationship kinds, in the order the analysis finds them. */
export type EdgeKind = 'intra-cbs' | 'inter-cbs' | 'inter-zone';

/** One validated row of the inventory, before it is turned into the model. */
export interface Asset {
  id: string;
  name: string;
  /** Known types are lower-cased (`router`, `switch`, ...); any other word is kept as written; '' when absent. */
  type: string;
  ip?: string;
  status: NodeStatus;
  zone: string;
  cbs: string;
  /** Ids this row names in its `connections` cell, known and distinct from itself (the rest became warnings). */
  connections: string[];
  /** Row number as a spreadsheet shows it (header = 1). */
  row: number;
  /** Columns the contract does not name, keyed by their header text. */
  properties: Record<string, string>;
}

export interface Node {
  /** The asset id, as written in the file. */
  id: string;
  name: string;
  type: string;
  ip?: string;
  status: NodeStatus;
  zoneId: string;
  cbsId: string;
  row: number;
  properties: Record<string, string>;
}

export interface Cbs {
  id: string;
  name: string;
  zoneId: string;
  nodeIds: string[];
}

export interface Zone {
  id: string;
  name: string;
  cbsIds: string[];
}

/** Undirected: `source` and `target` are the two ends in the order the file first named them. */
export interface Edge {
  id: string;
  source: string;
  target: string;
  kind: EdgeKind;
}

/** A node's connections, by analysis step. Each list holds the ids of the connected nodes. */
export interface NodeAnalysis {
  intraCbs: string[];
  interCbs: string[];
  interZone: string[];
}

export interface Project {
  id: string;
  name: string;
  zones: Zone[];
  cbs: Cbs[];
  nodes: Node[];
  edges: Edge[];
  analysis: Record<string, NodeAnalysis>;
}

/** A Project before relationship analysis: what `convertAssets` returns. */
export type ProjectDraft = Omit<Project, 'edges' | 'analysis'>;
