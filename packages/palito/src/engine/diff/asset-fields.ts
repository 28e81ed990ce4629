// Which fields of one asset differ between two versions of the inventory.

import type {Node} from '../model/types';

/** The contract's fields a diff compares, by the names it reports them under. */
const CONTRACT_FIELDS = ['name', 'type', 'ip', 'status'] as const;

/** An extra column's value; a column the row does not have reads as an empty cell. */
function propertyOf(node: Node, column: string): string {
  return Object.hasOwn(node.properties, column) ? node.properties[column] : '';
}

/**
 * The fields whose values differ: the contract's first (name, type, ip, status), then each extra
 * column by its header, in the order the columns first appear (before's, then after's new ones).
 * An absent IP and an empty one are the same; so are an absent column and an empty cell.
 */
export function changedFields(before: Node, after: Node): string[] {
  const fields: string[] = CONTRACT_FIELDS.filter((field) => (before[field] ?? '') !== (after[field] ?? ''));
  const columns = new Set([...Object.keys(before.properties), ...Object.keys(after.properties)]);
  for (const column of columns) {
    if (propertyOf(before, column) !== propertyOf(after, column)) fields.push(column);
  }
  return fields;
}
