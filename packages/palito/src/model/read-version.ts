// A saved version as it comes from outside (the browser's storage, a project file), checked field
// by field: what is not a version's is left out, and a record that is not one reads as none.

import {PROJECT_FILE_LIMITS, isNodeStatus, type NodeStatus} from '../engine';
import {dict, isRecord} from './dict';
import type {Point, PositionOverrides, Version} from './types';

type VersionZone = NonNullable<Version['zones']>[number];

/** A moved position within the coordinates any drawing has (a stored 1e308 would make the view's positions NaN). */
function readPoint(value: unknown): Point | null {
  if (!isRecord(value)) return null;
  const {x, y} = value;
  const coordinate = (v: unknown): v is number => typeof v === 'number' && Math.abs(v) <= PROJECT_FILE_LIMITS.coordinate;
  return coordinate(x) && coordinate(y) ? {x, y} : null;
}

// What is read is kept in null-prototype records (see dict.ts): the keys are asset ids and view keys.

function readPositions(value: unknown): PositionOverrides {
  const result: PositionOverrides = dict();
  if (!isRecord(value)) return result;
  for (const [viewKey, items] of Object.entries(value)) {
    if (!isRecord(items)) continue;
    const view: Record<string, Point> = dict();
    for (const [id, point] of Object.entries(items)) {
      const p = readPoint(point);
      if (p) view[id] = p;
    }
    result[viewKey] = view;
  }
  return result;
}

function readStrings(value: unknown): Record<string, string> {
  const result: Record<string, string> = dict();
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (typeof v === 'string') result[k] = v;
  return result;
}

/** Zones as a version keeps them; undefined when absent or unreadable (the version then has the zones as loaded). */
function readZones(value: unknown): VersionZone[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  const zones: VersionZone[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.name !== 'string' || seen.has(item.id)) continue;
    seen.add(item.id);
    zones.push({id: item.id, name: item.name});
  }
  return zones.length > 0 ? zones : undefined;
}

/** A stored version, checked field by field; null when it is not one. */
export function readVersion(value: unknown, projectId: string): Version | null {
  if (!isRecord(value)) return null;
  const {id, name, createdAt} = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof createdAt !== 'string') return null;
  if (value.projectId !== projectId) return null;
  const statuses: Record<string, NodeStatus> = dict();
  for (const [nodeId, status] of Object.entries(readStrings(value.statuses))) {
    if (isNodeStatus(status)) statuses[nodeId] = status;
  }
  const properties: Record<string, Record<string, string>> = dict();
  if (isRecord(value.properties)) {
    for (const [nodeId, props] of Object.entries(value.properties)) properties[nodeId] = readStrings(props);
  }
  const version: Version = {
    id,
    name,
    createdAt,
    projectId,
    positions: readPositions(value.positions),
    hidden: Array.isArray(value.hidden) ? value.hidden.filter((h): h is string => typeof h === 'string') : [],
    statuses,
    properties,
  };
  const zones = readZones(value.zones);
  if (zones) version.zones = zones;
  return version;
}
