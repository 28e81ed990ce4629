// Filters on the diagram: the assets of some statuses, some types, some values of a property
// column. An asset passes when it has one of the listed values of every field listed (an empty
// list does not filter); the rest is dimmed. Plain data, saved in the project file, so checked
// here the same way for setFilter and for a file.

import {isNodeStatus} from '../engine';
import type {Node, NodeStatus} from '../engine';
import {dict, isRecord, own} from './dict';

export interface AssetFilter {
  /** The statuses kept; empty: any status. */
  statuses: NodeStatus[];
  /** The asset types kept, as written in the file; empty: any type. */
  types: string[];
  /** Property values kept, by column: an asset passes when it has one of the values of every column listed. */
  properties: Record<string, string[]>;
}

/** What setFilter takes: any field may be left out. */
export type AssetFilterInput = Partial<AssetFilter>;

/** Why a filter is refused: the field that is wrong (`statuses[2]`, `properties.owner`). */
export class FilterError extends TypeError {}

/** The filter checked and tidied (repeats dropped, empty lists removed); null when it filters nothing. */
export function checkedFilter(input: unknown): AssetFilter | null {
  if (input === null || input === undefined) return null;
  if (!isRecord(input)) throw new FilterError('filter');
  const statuses = stringList(input.statuses, 'statuses');
  statuses.forEach((status, i) => {
    if (!isNodeStatus(status)) throw new FilterError(`statuses[${i}]`);
  });
  const types = stringList(input.types, 'types');
  const properties = dict<string[]>();
  if (input.properties !== undefined) {
    if (!isRecord(input.properties)) throw new FilterError('properties');
    for (const key of Object.keys(input.properties)) {
      const values = stringList(input.properties[key], `properties.${key}`);
      if (values.length) properties[key] = values;
    }
  }
  if (!statuses.length && !types.length && !Object.keys(properties).length) return null;
  return {statuses: statuses as NodeStatus[], types, properties};
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new FilterError(field);
  return [...new Set(value as string[])];
}

/** Whether the asset passes the filter. */
export function passesFilter(node: Node, filter: AssetFilter): boolean {
  if (filter.statuses.length && !filter.statuses.includes(node.status)) return false;
  if (filter.types.length && !filter.types.includes(node.type)) return false;
  for (const key in filter.properties) {
    const value = own(node.properties, key);
    if (value === undefined || !filter.properties[key].includes(value)) return false;
  }
  return true;
}
