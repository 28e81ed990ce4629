// What the engine accepts: a file's name and its content, as text or bytes.

export interface TopologyInput {
  /** The file name; used for the project name. The file kind is decided by content, not by this name. */
  name: string;
  data: string | ArrayBuffer | Uint8Array;
}

export function toBytes(data: ArrayBuffer | Uint8Array): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}
