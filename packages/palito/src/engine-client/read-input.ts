// What <Palito data> and setProject accept → what the engine reads: a name and text or bytes.

import type {TopologyInput} from '../engine';
import type {PalitoInput} from '../model';

/** The name used when neither the caller nor the File gives one; the project is named after it. */
export const DEFAULT_FILE_NAME = 'inventory.csv';

export function nameOf(input: PalitoInput, fileName?: string): string {
  if (fileName) return fileName;
  if (typeof File !== 'undefined' && input instanceof File && input.name) return input.name;
  return DEFAULT_FILE_NAME;
}

export async function readInput(input: PalitoInput | Uint8Array, fileName?: string): Promise<TopologyInput> {
  const name = nameOf(input as PalitoInput, fileName);
  if (typeof input === 'string' || input instanceof ArrayBuffer || input instanceof Uint8Array) return {name, data: input};
  if (typeof Blob !== 'undefined' && input instanceof Blob) return {name, data: await input.arrayBuffer()};
  throw new TypeError('Palito: the inventory must be a File, a Blob, a string or an ArrayBuffer.');
}
