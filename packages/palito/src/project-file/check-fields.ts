// What the project-file checks share: the field found wrong or the limit passed, thrown from
// inside a check with its path and caught once (check.ts), and the small tests of a field's type.

import type {ProjectFileLimitName} from '../engine';

/** A field of the file is missing or wrong: `field` is its path (`project.nodes[3].zoneId`). */
export class WrongField extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

/** What a file holds passes one of PROJECT_FILE_LIMITS (`zones` and `cbs` share `groups`). */
export interface OverLimit {
  what: ProjectFileLimitName | 'zones' | 'cbs';
  limit: number;
  found: number;
}

export class OverLimitError extends Error {
  constructor(readonly over: OverLimit) {
    super(over.what);
  }
}

export function need(condition: unknown, field: string): asserts condition {
  if (!condition) throw new WrongField(field);
}

/** Fails when a list is longer than its limit: checked before any of its items is. */
export function within(found: number, limit: number, what: OverLimit['what']): void {
  if (found > limit) throw new OverLimitError({what, limit, found});
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
