// Where versions are kept: the browser's localStorage when it works, memory otherwise
// (server rendering, private windows that refuse storage, tests).

import type {StorageLike} from '../model';

/** A `Storage`-like object backed by a Map: what versions use when there is no localStorage. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `window.localStorage` if it exists and accepts a write; null otherwise (never throws). */
export function browserStorage(): StorageLike | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const probe = '__palito_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}
