// Maps of lists, filled a value at a time (edges by CBS, words by their first letters, …).

/** The list under `key`, made empty and stored on first use. */
export function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}
