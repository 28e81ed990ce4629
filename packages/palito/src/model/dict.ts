// Records keyed by what users write: asset ids (statuses, properties, moves), property names,
// view keys (`zone:` + a zone id). An ordinary object would take `__proto__` as its prototype
// and answer `constructor` or `toString` with Object's own members, so the state keeps these in
// null-prototype objects, and reads a record that came from outside (a clone, JSON, a Project)
// with `own`, which sees own keys only.

/** A null-prototype copy of `record` (own enumerable keys), with `changes` written over it. */
export function dict<T>(record?: Readonly<Record<string, T>> | null, changes?: Iterable<readonly [string, T]>): Record<string, T> {
  const result: Record<string, T> = Object.create(null);
  // On a null-prototype target, `[[Set]]` of `__proto__` makes an own property, as for any key.
  if (record) Object.assign(result, record);
  if (changes) for (const [key, value] of changes) result[key] = value;
  return result;
}

/** `record[key]` when `record` has `key` of its own; undefined otherwise (never Object.prototype's). */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** A two-level record (view → id → point, asset → name → value) rebuilt of null-prototype objects. */
export function nestedDict<T>(record: Readonly<Record<string, Readonly<Record<string, T>>>> | null | undefined): Record<string, Record<string, T>> {
  return dict(undefined, record ? Object.entries(record).map(([key, inner]) => [key, dict(inner)] as const) : undefined);
}

/** A plain record as JSON gives it: an object that is not an array (nor null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
