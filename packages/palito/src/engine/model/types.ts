// The data model the engine produces: a Project of zones, CBS groups, nodes and edges.
// Plain serialisable objects only (they cross the worker boundary by structured clone).
//
// Records keyed by the file's text (`properties` by column header, `analysis` by asset id) are
// null-prototype objects when the engine makes them, so `__proto__` or `constructor` is a key
// like any other. JSON and structured clone give back ordinary objects with the same OWN keys:
// read such a record with an own-key check (`Object.hasOwn`), never `record[key] ?? fallback`,
// which finds Object.prototype's members for keys the record lacks.

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
  /** Columns the contract does not name, keyed by their header text (a null-prototype object). */
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
  /** The row's extra columns, as in Asset. */
  properties: Record<string, string>;
}

export interface Cbs {
  /** `cbs:` + zone slug + `/` + name slug; never an asset's id (see convert/separate-ids.ts). */
  id: string;
  name: string;
  zoneId: string;
  nodeIds: string[];
}

export interface Zone {
  /** `zone:` + name slug; never an asset's id, nor is `stub:` + it (see convert/separate-ids.ts). */
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
  /** Every node's connections by step, keyed by asset id (a null-prototype object). */
  analysis: Record<string, NodeAnalysis>;
}

/** A Project before relationship analysis: what `convertAssets` returns. */
export type ProjectDraft = Omit<Project, 'edges' | 'analysis'>;
